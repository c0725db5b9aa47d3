import type { RoleCode } from '../store/types';

/**
 * Reports and their dashboards (issue 36): supervisors and dispatchers judge the service by them, and client users
 * read them over their own clients' tickets (the reports count only what the caller may see).
 */
export const REPORT_ROLE_PERMISSIONS: Partial<Record<Exclude<RoleCode, 'ADM'>, string[]>> = {
  SUP: ['TicketReport', 'Dashboard'],
  DIS: ['TicketReport', 'Dashboard'],
  CWR: ['TicketReport', 'Dashboard'],
  CRE: ['TicketReport', 'Dashboard'],
};
