import * as yup from 'yup';
import type { AuditCreateRequest, AuditPlaceType } from '../../api/tags/inventory';
import { required, requiredIdRule } from '../../shared/validation/rules';

/** Planning an audit: its type and the place it counts (a warehouse or a task force). */
export interface PlanAuditValues {
  auditTypeId: number | null;
  placeType: AuditPlaceType | null;
  placeId: number | null;
}

export const EMPTY_PLAN: PlanAuditValues = { auditTypeId: null, placeType: 'Warehouse', placeId: null };

export const planAuditSchema = yup.object({
  auditTypeId: requiredIdRule(),
  placeType: yup.string().nullable().test(required()),
  placeId: requiredIdRule(),
});

export const planBody = ({ auditTypeId, placeType, placeId }: PlanAuditValues): AuditCreateRequest => ({ auditTypeId: auditTypeId!, placeType: placeType!, placeId: placeId! });
