import type { TFunction } from 'i18next';

/**
 * Translation keys (under inventory.componentStatuses) of the configuration-component statuses of spec
 * 001 section 4. Any other id keeps the server's name as received.
 */
export const COMPONENT_STATUS_KEYS: Readonly<Record<number, string>> = {
  1: 'available', 8: 'onReview', 27: 'sendToLaboratory', 31: 'pendingForPart', 32: 'repaired', 33: 'shippedToSupplier',
  34: 'recycling', 41: 'scrap', 42: 'transferToLaboratory', 43: 'rejectedByLaboratory', 44: 'onLaboratory', 45: 'inRevision',
  46: 'repairedBySupplier', 47: 'workTool', 48: 'irreparableCustomerOwned',
};

/** The status ids in the spec's order, for filters. */
export const COMPONENT_STATUS_IDS: readonly number[] = Object.keys(COMPONENT_STATUS_KEYS).map(Number);

/** A component status's name in the user's language, or the server's text for an id the spec does not list. */
export const componentStatusNameIn = (t: TFunction) => (id: number | null | undefined, serverName?: string | null): string => {
  const key = id == null ? undefined : COMPONENT_STATUS_KEYS[id];
  return key ? t(`inventory.componentStatuses.${key}`) : (serverName ?? '');
};
