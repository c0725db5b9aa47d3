import type { TFunction } from 'i18next';

/**
 * Translation keys of the names the app knows by id: the ticket statuses of spec 000 section 4 (under
 * status.names) and the status categories of catalog.yaml TicketStatusCategoryId (under
 * status.categories). Any other id keeps the server's text as received.
 */
export const STATUS_NAME_KEYS: Readonly<Record<number, string>> = {
  1: 'uploaded', 2: 'pendingAssignment', 3: 'pendingConfirmation', 4: 'assignedAndConfirmed', 5: 'closed',
  6: 'travel', 7: 'working', 8: 'pending', 9: 'historic', 10: 'closedWithRejection', 11: 'cancelled',
  14: 'programmed', 15: 'preAssigned', 16: 'waiting', 17: 'pendingValidation', 18: 'pendingSupply',
  19: 'scheduled', 20: 'pendingReason', 21: 'forReceivingPermission', 22: 'validatePosition',
  23: 'pendingSerie', 24: 'labDiagnostic', 25: 'pendingForWarehouse', 26: 'historicWithRejection',
  27: 'remoteDiagnostic', 28: 'detentionJuridical', 29: 'forReceiving', 30: 'diagnosisAndQuotation',
  31: 'quotationAuthorization', 32: 'pendingRepair', 33: 'pendingTotalLossProcedure', 34: 'inRepair',
  35: 'pendingInsurance', 36: 'rejectedByTaskForce', 37: 'reOpened', 38: 'reassign', 39: 'remoteRecovery',
  40: 'pendingForReason', 42: 'pendingForSerieRevision', 43: 'pendingForStoreRevision', 44: 'scheduledRevision',
};

export const CATEGORY_NAME_KEYS: Readonly<Record<number, string>> = {
  [-10]: 'pending', [-9]: 'historic', [-8]: 'cancelled', [-7]: 'clientPendings', [-6]: 'internalPendings',
  [-5]: 'allStates', [-4]: 'revision', [-3]: 'finished', [-2]: 'custom', [-1]: 'active', 5: 'programmed',
};

/** A name by id in the user's language, or the server's text when the id has no key. */
export type NameById = (id: number | null | undefined, serverName: string | null | undefined) => string;

function nameIn(t: TFunction, group: string, keys: Readonly<Record<number, string>>): NameById {
  return (id, serverName) => {
    const key = id == null ? undefined : keys[id];
    return key ? t(`status.${group}.${key}`) : (serverName ?? '');
  };
}

export const statusNameIn = (t: TFunction): NameById => nameIn(t, 'names', STATUS_NAME_KEYS);
export const categoryNameIn = (t: TFunction): NameById => nameIn(t, 'categories', CATEGORY_NAME_KEYS);
