import type { TFunction } from 'i18next';

/** A ledger movement's kind in the user's language by its code, or the service's own name for a code the app does not know. */
export const movementTypeNameIn = (t: TFunction) => (code: string | null | undefined, serverName?: string | null): string =>
  code && t(`inventory.movementTypes.${code}`, { defaultValue: '' }) ? t(`inventory.movementTypes.${code}`) : (serverName ?? '');
