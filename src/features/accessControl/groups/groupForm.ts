import * as yup from 'yup';
import type { SystemGroup, SystemGroupCreateRequest } from '../../../api/tags/security';
import { textRule } from '../../../shared/validation/rules';
import { LIMITS } from '../../../shared/validation/limits';

export interface GroupValues {
  name: string;
  engineerOnly: boolean;
  clientIds: number[];
  userIds: number[];
}

/** The contract's Name; members and clients are optional (the service checks engineers-only and operative users). */
export const groupSchema = yup.object({
  name: textRule({ required: true, max: LIMITS.accessControl.nameMax, allowedCharacters: true }),
  engineerOnly: yup.boolean(),
  clientIds: yup.array(yup.number().required()).defined(),
  userIds: yup.array(yup.number().required()).defined(),
});

export const groupInitialValues = (group: SystemGroup | null): GroupValues => ({
  name: group?.name ?? '',
  engineerOnly: group?.engineerOnly ?? false,
  clientIds: group ? [...group.clientIds] : [],
  userIds: (group?.systemGroupUsers ?? []).map((u) => u.userId),
});

export const groupBody = (values: GroupValues): SystemGroupCreateRequest => ({ ...values });
