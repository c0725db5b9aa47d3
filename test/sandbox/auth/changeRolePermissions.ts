import type { RoleCode } from '../store/types';

/**
 * Change management's permissions by role (002 section 6 names the families, not who holds them): the dispatcher
 * proposes changes and sends them to the approvers; the supervisor, a CAB member, approves or rejects and reads
 * them; the engineer reads the changes whose tasks he carries out. ADM holds every permission; the other roles none
 * of these (403).
 */
export const CHANGE_ROLE_PERMISSIONS: Partial<Record<Exclude<RoleCode, 'ADM'>, string[]>> = {
  DIS: ['ChangeCreate', 'ChangeSearch', 'ApprovalsAddMember', 'ApprovalsSend', 'ApprovalsSearch', 'ApprovalsGet', 'TaskManagement'],
  SUP: ['ChangeSearch', 'ApprovalsApprove', 'ApprovalsSearch', 'ApprovalsGet'],
  ENG: ['ChangeSearch', 'TaskManagement'],
};
