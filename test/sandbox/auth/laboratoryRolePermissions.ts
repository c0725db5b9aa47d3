import type { RoleCode } from '../store/types';

/**
 * The laboratory flow (issue 31, product.yaml Laboratories): the laboratory roles work it (spec 001 section 6:
 * technician and administrator); the administrator alone assigns and reassigns technicians. Warehouse staff and
 * engineers only send what they hold to a laboratory.
 */
const LABORATORY_WORK = ['LaboratoryInventory', 'LaboratoryReceive', 'LaboratoryAccept', 'LaboratoryRepair', 'LaboratorySend'];

export const LABORATORY_ROLE_PERMISSIONS: Partial<Record<Exclude<RoleCode, 'ADM'>, string[]>> = {
  LAT: LABORATORY_WORK,
  LAD: [...LABORATORY_WORK, 'LaboratoryAssign'],
  WAD: ['LaboratorySend'],
  ENG: ['LaboratorySend'],
};
