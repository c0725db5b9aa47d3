import * as yup from 'yup';
import { commentRule } from '../../../../shared/validation/commentSchema';
import { LIMITS } from '../../../../shared/validation/limits';

export interface CreateWorkOrderValues {
  clientId: number | null;
  workFlowTypeId: number | null;
  workFlowId: number | null;
  locationId: number | null;
  description: string;
}

export const EMPTY_WORK_ORDER: CreateWorkOrderValues = { clientId: null, workFlowTypeId: null, workFlowId: null, locationId: null, description: '' };

const requiredId = () => yup.number().nullable().required('validation.required');

/**
 * A new work order (spec 000 sections 2 and 8; ticket.yaml WorkFlowOrderCreateRequest): client, workflow
 * type, workflow and location required, an optional description up to 500 characters that does not
 * start with a blank. Messages are translation keys.
 */
export const createWorkOrderSchema = yup.object({
  clientId: requiredId(),
  workFlowTypeId: requiredId(),
  workFlowId: requiredId(),
  locationId: requiredId(),
  description: commentRule({ max: LIMITS.workOrders.descriptionMax, required: false }),
});
