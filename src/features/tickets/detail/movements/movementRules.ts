import { LIMITS } from '../../../../shared/validation/limits';

/** Install, retire, or both in one substitution (spec 001 section 4). */
export type MovementKind = 'install' | 'retire' | 'substitute';

export interface PendingMovement {
  install: string[];
  retire: string[];
}

const { serialMax, serialsPerMovement, statusIds } = LIMITS.componentMovements;

/** Statuses in which the sandbox (ticket.yaml InstallComponents) accepts movements. */
export const MOVEMENT_STATUS_IDS: readonly number[] = statusIds;

export const usesInstall = (kind: MovementKind) => kind !== 'retire';
export const usesRetire = (kind: MovementKind) => kind !== 'install';

/** An error key of ticketTabs.movements.errors with its values, or null when the rule holds. */
export type RuleError = { key: string; values?: Record<string, string | number> } | null;

const sameSerial = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Whether a typed serial number may join one side of the movement: present, at most 100 characters
 * (spec 001 section 5), not already in the movement on either side (a component cannot be added twice),
 * not already installed on the ticket when installing, and within the per-list limit.
 */
export function serialError(serial: string, side: 'install' | 'retire', pending: PendingMovement, installed: readonly string[]): RuleError {
  if (!serial) return { key: 'required' };
  if (serial.length > serialMax) return { key: 'tooLong', values: { max: serialMax } };
  if ([...pending.install, ...pending.retire].some((s) => sameSerial(s, serial))) return { key: 'duplicate', values: { serial } };
  if (side === 'install' && installed.some((s) => sameSerial(s, serial))) return { key: 'alreadyInstalled', values: { serial } };
  if (pending[side].length >= serialsPerMovement) return { key: 'tooMany', values: { max: serialsPerMovement } };
  return null;
}

/** Whether the movement can be sent: something on each side it uses, and equal counts to substitute. */
export function movementError(kind: MovementKind, pending: PendingMovement): RuleError {
  if (usesInstall(kind) && pending.install.length === 0) return { key: 'noneToInstall' };
  if (usesRetire(kind) && pending.retire.length === 0) return { key: 'noneToRetire' };
  if (kind === 'substitute' && pending.install.length !== pending.retire.length) {
    return { key: 'unequal', values: { install: pending.install.length, retire: pending.retire.length } };
  }
  return null;
}
