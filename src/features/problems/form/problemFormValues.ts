import * as yup from 'yup';
import type { ProblemCreate, ProblemRead as Problem, ProblemUpdate } from '../../../api/tags/process';
import { toUtcWire } from '../../../shared/format/dateTime';
import { LIMITS } from '../../../shared/validation/limits';

/** A problem's fields as the form holds them (spec 002 section 3); priority and assignee only when it is created. */
export interface ProblemFormValues {
  title: string;
  requesterUserId: number | null;
  reportDate: Date | null;
  expirationDate: Date | null;
  impactId: number | null;
  priorityId: number | null;
  assigneeUserId: number | null;
  assets: string;
  symptoms: string;
  rootCause: string;
  knownIssue: string;
  /** Kept as read: the components are chosen on the change screens' pattern in a later step. */
  productIds: number[];
  /** The version the edit was read at (an edit only). */
  rowVersion?: number;
}

export const emptyProblem = (now: Date): ProblemFormValues => ({
  title: '', requesterUserId: null, reportDate: now, expirationDate: null, impactId: null, priorityId: null, assigneeUserId: null, assets: '',
  symptoms: '', rootCause: '', knownIssue: '', productIds: [],
});

const fromWire = (utc: string | null) => (utc ? new Date(`${utc.replace(/Z$/, '')}Z`) : null);

export const problemFormValuesOf = (p: Problem): ProblemFormValues => ({
  title: p.title, requesterUserId: p.requesterUserId, reportDate: fromWire(p.reportDate), expirationDate: fromWire(p.expirationDate), impactId: p.impactId,
  priorityId: p.priorityId, assigneeUserId: p.assigneeUserId, assets: p.assets ?? '', symptoms: p.symptoms ?? '', rootCause: p.rootCause ?? '',
  knownIssue: p.knownIssue ?? '', productIds: p.productIds, rowVersion: p.rowVersion,
});

const text = (value: string) => value.trim() || null;

const fields = (v: ProblemFormValues) => ({
  title: v.title.trim(), requesterUserId: v.requesterUserId!, reportDate: toUtcWire(v.reportDate!), expirationDate: v.expirationDate ? toUtcWire(v.expirationDate) : null,
  impactId: v.impactId!, assets: text(v.assets), symptoms: text(v.symptoms), rootCause: text(v.rootCause), knownIssue: text(v.knownIssue), productIds: v.productIds,
});

export const toProblemCreate = (v: ProblemFormValues): ProblemCreate => ({ ...fields(v), priorityId: v.priorityId!, assigneeUserId: v.assigneeUserId });

export const toProblemUpdate = (problemId: number, v: ProblemFormValues): ProblemUpdate => ({ ...fields(v), problemId, rowVersion: v.rowVersion! });

const { titleMax, longTextMax, assetsMax } = LIMITS.problems;
const required = () => yup.number().nullable().required('validation.required');

/** The problem's rules (process.yaml): title, requester, report date, impact and priority required; the expiration not before the report. */
export const problemSchema = (creating: boolean) =>
  yup.object({
    title: yup.string().trim().required('validation.required').max(titleMax, 'validation.maxLength'),
    requesterUserId: required(),
    reportDate: yup.date().nullable().required('validation.required'),
    expirationDate: yup
      .date()
      .nullable()
      .test('notBeforeReport', 'problems.form.expirationBeforeReport', (expiration, ctx) => {
        const report = ctx.parent.reportDate as Date | null;
        return !expiration || !report || expiration.getTime() >= report.getTime();
      }),
    impactId: required(),
    priorityId: creating ? required() : yup.number().nullable(),
    assets: yup.string().max(assetsMax, 'validation.maxLength'),
    symptoms: yup.string().max(longTextMax, 'validation.maxLength'),
    rootCause: yup.string().max(longTextMax, 'validation.maxLength'),
    knownIssue: yup.string().max(longTextMax, 'validation.maxLength'),
  });
