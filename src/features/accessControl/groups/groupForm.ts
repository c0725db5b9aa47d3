import * as yup from 'yup';
import type { SystemGroupCreateRequest, SystemGroupRead } from '../../../api/tags/security';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { textRule } from '../../../shared/validation/rules';
import { LIMITS } from '../../../shared/validation/limits';

export interface GroupValues extends Versioned {
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

export const groupInitialValues = (group: SystemGroupRead | null): GroupValues => ({
  name: group?.name ?? '',
  engineerOnly: group?.engineerOnly ?? false,
  clientIds: group ? [...group.clientIds] : [],
  userIds: (group?.systemGroupUsers ?? []).map((u) => u.userId),
  rowVersion: group?.rowVersion,
});

export const groupBody = ({ name, engineerOnly, clientIds, userIds }: GroupValues): SystemGroupCreateRequest => ({ name, engineerOnly, clientIds, userIds });
