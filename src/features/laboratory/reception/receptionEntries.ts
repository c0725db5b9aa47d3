import { LIMITS } from '../../../shared/validation/limits';

/** What the service answers for a serial (product.yaml LaboratorySerialCheck): receivable, or why not. */
export type ServerCheck = 'ok' | 'notFound' | 'notInTransit' | 'repeated';
/** A serial's state in the list: too long (checked here), repeated, waiting for the service, or its answer. */
export type EntryState = 'tooLong' | 'checking' | ServerCheck;

export interface Entry {
  index: number;
  serial: string;
  state: EntryState;
}

/** A paste or a scan split into serials: one per line, comma, semicolon or tab; blanks dropped. */
export const splitSerials = (text: string): string[] =>
  text
    .split(/[\r\n,;\t]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const serialKey = (serial: string) => serial.toUpperCase();

/**
 * Each serial's state, in the order entered: over the limit, repeated (the first stays), else the service's answer
 * for it or waiting for one. Linear, so 5,000 serials take a few milliseconds.
 */
export function deriveEntries(serials: readonly string[], checks: ReadonlyMap<string, ServerCheck>): Entry[] {
  const seen = new Set<string>();
  return serials.map((serial, index) => {
    const key = serialKey(serial);
    if (serial.length > LIMITS.components.serialMax) return { index, serial, state: 'tooLong' };
    if (seen.has(key)) return { index, serial, state: 'repeated' };
    seen.add(key);
    return { index, serial, state: checks.get(key) ?? 'checking' };
  });
}
