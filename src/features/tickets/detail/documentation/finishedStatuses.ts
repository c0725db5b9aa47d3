import { STATUS } from '../../../../domain/tickets/status/statusOperations';

/**
 * A finished ticket takes no more files (spec 000 section 4: "Finishing a ticket stops file
 * attachment"): closed, closed with rejection, historic, historic with rejection and cancelled.
 */
const FINISHED: readonly number[] = [STATUS.closed, STATUS.closedWithRejection, STATUS.historic, STATUS.historicWithRejection, STATUS.cancelled];

export function isFinishedStatus(statusId: number): boolean {
  return FINISHED.includes(statusId);
}
