import { samePlace, supplyAt, type ComponentItem, type Ledger, type Place } from './ledger';

/** What an audit counted at its place: serials in the order scanned, units per supply id. */
export interface AuditCount {
  serials: readonly string[];
  supplies: ReadonlyMap<number, number>;
}

export interface ComponentFinding {
  serialNumber: string;
  productId: number | null;
  kitId: number | null;
  /** Where the ledger has it (for an unexpected serial, where it should be); null when no component has the serial. */
  ledgerPlace: Place | null;
}

export interface SupplyFinding {
  supplyId: number;
  expected: number;
  /** null while not counted: then every unit is missing. */
  counted: number | null;
}

export interface Findings {
  matched: ComponentFinding[];
  missing: ComponentFinding[];
  unexpected: ComponentFinding[];
  supplies: SupplyFinding[];
}

/** Serials are compared as people read them: spaces around and letter case do not make two serials differ. */
export const serialKey = (serial: string) => serial.trim().toUpperCase();

const finding = (serialNumber: string, c: ComponentItem | undefined): ComponentFinding => ({
  serialNumber, productId: c?.productId ?? null, kitId: c?.kitId ?? null, ledgerPlace: c ? { ...c.place } : null,
});

/**
 * Compares a count with what the ledger says the place holds: a held component counted is matched, one not counted
 * missing, a counted serial the place does not hold unexpected (a kit is counted by its components, which are where it
 * is). It only reads the ledger: an audit never moves anything.
 */
export function auditFindings(ledger: Ledger, place: Place, count: AuditCount): Findings {
  const bySerial = new Map<string, ComponentItem>();
  for (const c of ledger.components.values()) bySerial.set(serialKey(c.serialNumber), c);
  const counted = new Set(count.serials.map(serialKey));
  const matched: ComponentFinding[] = [];
  const missing: ComponentFinding[] = [];
  for (const c of ledger.components.values()) {
    if (!samePlace(c.place, place)) continue;
    (counted.has(serialKey(c.serialNumber)) ? matched : missing).push(finding(c.serialNumber, c));
  }
  const unexpected = count.serials
    .map((serial) => ({ serial, c: bySerial.get(serialKey(serial)) }))
    .filter(({ c }) => !c || !samePlace(c.place, place))
    .map(({ serial, c }) => finding(serial, c));
  const supplies = [...ledger.supplies.keys()]
    .map((supplyId) => ({ supplyId, expected: supplyAt(ledger, place, supplyId), counted: count.supplies.get(supplyId) ?? null }))
    .filter((s) => s.expected > 0 || s.counted !== null);
  return { matched, missing, unexpected, supplies };
}

/** Supplies whose count differs from the ledger (one not counted differs when the place holds any). */
export const supplyDifferences = (findings: Findings) => findings.supplies.filter((s) => (s.counted ?? 0) !== s.expected).length;
