import * as yup from 'yup';
import type { ChangeCreate, ChangeRead as Change, RiskLevel } from '../../../api/tags/process';
import { toUtcWire } from '../../../shared/format/dateTime';
import { LIMITS } from '../../../shared/validation/limits';

/** A change's fields as the form holds them (spec 002 section 3); client and location are chosen once, at creation. */
export interface ChangeFormValues {
  name: string;
  changeTypeId: number | null;
  categoryId: number | null;
  riskLevel: RiskLevel | null;
  priorityId: number | null;
  startDate: Date | null;
  endDate: Date | null;
  unavailabilityMinutes: number | null;
  cabId: number | null;
  cabMemberUserId: number | null;
  clientId: number | null;
  locationId: number | null;
  productIds: number[];
  background: string;
  /** The version the edit was read at (an edit only). */
  rowVersion?: number;
}

export const EMPTY_CHANGE: ChangeFormValues = {
  name: '', changeTypeId: null, categoryId: null, riskLevel: null, priorityId: null, startDate: null, endDate: null,
  unavailabilityMinutes: 0, cabId: null, cabMemberUserId: null, clientId: null, locationId: null, productIds: [], background: '',
};

const fromWire = (utc: string) => new Date(`${utc.replace(/Z$/, '')}Z`);

export const changeFormValuesOf = (c: Change): ChangeFormValues => ({
  name: c.name, changeTypeId: c.changeTypeId, categoryId: c.categoryId, riskLevel: c.riskLevel, priorityId: c.priorityId,
  startDate: fromWire(c.startDate), endDate: fromWire(c.endDate), unavailabilityMinutes: c.unavailabilityMinutes, cabId: c.cabId,
  cabMemberUserId: c.cabMemberUserId, clientId: c.clientId, locationId: c.locationId, productIds: c.productIds, background: c.background ?? '',
  rowVersion: c.rowVersion,
});

/** The body the service takes (the schema has made every required value present). */
export const toChangeBody = (v: ChangeFormValues): ChangeCreate => ({
  name: v.name.trim(), changeTypeId: v.changeTypeId!, categoryId: v.categoryId!, riskLevel: v.riskLevel!, priorityId: v.priorityId!,
  startDate: toUtcWire(v.startDate!), endDate: toUtcWire(v.endDate!), unavailabilityMinutes: v.unavailabilityMinutes ?? 0, cabId: v.cabId!,
  cabMemberUserId: v.cabMemberUserId!, background: v.background.trim() || null, clientId: v.clientId!, locationId: v.locationId!, productIds: v.productIds,
});

const required = () => yup.mixed().nullable().required('validation.required');
const windowMinutes = (start: Date | null, end: Date | null) => (start && end ? (end.getTime() - start.getTime()) / 60_000 : null);
const { nameMax, backgroundMax, unavailabilityMax, productsMax } = LIMITS.changes;

/**
 * The change's rules (spec 002 section 5 and process.yaml): every field but the background required; the end after
 * the start (an equal end is no window); the unavailability within the window; the background at most 500.
 */
export const changeSchema = yup.object({
  name: yup.string().trim().required('validation.required').max(nameMax, 'validation.maxLength'),
  changeTypeId: required(),
  categoryId: required(),
  riskLevel: required(),
  priorityId: required(),
  startDate: yup.date().nullable().required('validation.required'),
  endDate: yup
    .date()
    .nullable()
    .required('validation.required')
    .test('afterStart', 'changes.form.endAfterStart', (end, ctx) => {
      const minutes = windowMinutes(ctx.parent.startDate as Date | null, end ?? null);
      return minutes === null || minutes > 0;
    }),
  unavailabilityMinutes: yup
    .number()
    .nullable()
    .required('validation.required')
    .integer('validation.integer')
    .min(0, 'validation.min')
    .max(unavailabilityMax, 'validation.max')
    .test('withinWindow', 'changes.form.unavailabilityMax', (value, ctx) => {
      const minutes = windowMinutes(ctx.parent.startDate as Date | null, ctx.parent.endDate as Date | null);
      return value == null || minutes === null || minutes <= 0 || value <= minutes;
    }),
  cabId: required(),
  cabMemberUserId: required(),
  clientId: required(),
  locationId: required(),
  productIds: yup.array().of(yup.number().required()).max(productsMax),
  background: yup.string().max(backgroundMax, 'changes.form.backgroundMax'),
});
