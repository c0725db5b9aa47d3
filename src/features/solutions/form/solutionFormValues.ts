import * as yup from 'yup';
import type { SolutionCreate, SolutionRead as Solution } from '../../../api/tags/process';
import { toUtcWire } from '../../../shared/format/dateTime';
import { hasVisibleText, sanitizeHtml } from '../../../shared/richText/sanitizeHtml';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';

/** A solution's fields as the form holds them (spec 002 section 3). */
export interface SolutionFormValues {
  title: string;
  content: string;
  solutionTopicId: number | null;
  ownerSystemUserIds: number[];
  reviewDate: Date | null;
  expirationDate: Date | null;
  keywords: string[];
  internalComments: string;
  mainSolution: boolean;
  /** The version the edit was read at (an edit only). */
  rowVersion?: number;
}

export const EMPTY_SOLUTION: SolutionFormValues = {
  title: '', content: '', solutionTopicId: null, ownerSystemUserIds: [], reviewDate: null, expirationDate: null, keywords: [], internalComments: '',
  mainSolution: false,
};

const fromWire = (utc: string | null) => (utc ? new Date(`${utc.replace(/Z$/, '')}Z`) : null);

export const solutionFormValuesOf = (s: Solution): SolutionFormValues => ({
  title: s.title, content: s.content, solutionTopicId: s.solutionTopicId, ownerSystemUserIds: s.ownerSystemUserIds, reviewDate: fromWire(s.reviewDate),
  expirationDate: fromWire(s.expirationDate), keywords: s.keywords, internalComments: s.internalComments ?? '', mainSolution: s.mainSolution,
  rowVersion: s.rowVersion,
});

/** The body the service takes; the content sanitised before it leaves (and again whenever it is shown). */
export const toSolutionBody = (v: SolutionFormValues): SolutionCreate => ({
  title: v.title.trim(), content: sanitizeHtml(v.content), solutionTopicId: v.solutionTopicId!, ownerSystemUserIds: v.ownerSystemUserIds,
  reviewDate: v.reviewDate ? toUtcWire(v.reviewDate) : null, expirationDate: v.expirationDate ? toUtcWire(v.expirationDate) : null,
  keywords: v.keywords, internalComments: v.internalComments.trim() || null, mainSolution: v.mainSolution,
});

const { titleMax, contentMax, ownersMin, ownersMax, keywordsMax, keywordMax, commentsMax } = LIMITS.solutions;

/**
 * The solution's rules (process.yaml): title, content, topic and an owner required; the content's markup at most
 * 20,000 characters; 1 to 10 owners; the expiration not before the review date; at most 20 keywords of 50; internal
 * comments at most 500.
 */
export const solutionSchema = yup.object({
  title: yup.string().trim().required('validation.required').max(titleMax, 'validation.maxLength'),
  content: yup
    .string()
    .test('text', 'validation.required', (html) => hasVisibleText(html ?? ''))
    .max(contentMax, validationMessage('solutions.form.contentMax', { max: contentMax })),
  solutionTopicId: yup.number().nullable().required('validation.required'),
  ownerSystemUserIds: yup.array().of(yup.number().required()).min(ownersMin, 'validation.required').max(ownersMax, validationMessage('solutions.form.ownersMax', { max: ownersMax })),
  reviewDate: yup.date().nullable(),
  expirationDate: yup
    .date()
    .nullable()
    .test('notBeforeReview', 'solutions.form.expirationBeforeReview', (expiration, ctx) => {
      const review = ctx.parent.reviewDate as Date | null;
      return !expiration || !review || expiration.getTime() >= review.getTime();
    }),
  // One message for the list (Formik would keep an item's error as an array the field cannot show).
  keywords: yup
    .array()
    .of(yup.string().required())
    .max(keywordsMax, validationMessage('solutions.form.keywordsMax', { max: keywordsMax }))
    .test('keywordLength', validationMessage('solutions.form.keywordMax', { max: keywordMax }), (words) => (words ?? []).every((w) => w.length <= keywordMax)),
  internalComments: yup.string().max(commentsMax, 'validation.maxLength'),
  mainSolution: yup.boolean(),
});
