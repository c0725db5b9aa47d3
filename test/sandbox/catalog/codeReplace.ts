import { CATALOGUE_TABLE, catalogueOperations, catalogueReplaceOperation, type ReplacedCatalogue } from '../../../src/core/routes/catalogueTable';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { recordCatalogChange } from './catalogAudit';
import { serviceState, type ServiceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { crudCatalogue, type SpanishNoun } from './crudCatalogue';
import { fold, newId } from './common';

/**
 * Tag, fuel and expense codes (routes invoiceTAG, invoiceFuel, expenseCode): the catalogue CRUD of
 * crudCatalogue, codes unique like names, and for fuel and expense codes the replacement of the whole
 * list from a file (DeleteAndCreateFuelCodes / DeleteAndCreateExpenseCodes), all or nothing.
 */

export interface CodeRecord {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
}

const rows = (list: [string, string, boolean?][]) => new Map(list.map(([code, name, enabled = true], i) => [i + 1, { id: i + 1, code, name, enabled }]));

/** The three code catalogues: catalog pieces, seeded on first use. */
export const tagCodes = serviceState('catalog', 'tagCodes', () =>
  rows([['TAG-001', 'Caseta autopista México-Querétaro'], ['TAG-002', 'Caseta autopista México-Puebla'], ['TAG-003', 'Arco norte'], ['TAG-004', 'Periférico elevado', false]]),
);
export const fuelCodes = serviceState('catalog', 'fuelCodes', () =>
  rows([['GAS-MAG', 'Gasolina magna'], ['GAS-PRE', 'Gasolina premium'], ['DIE-001', 'Diésel'], ['GAS-LP', 'Gas LP', false]]),
);
export const expenseCodes = serviceState('catalog', 'expenseCodes', () =>
  rows([['VIA-001', 'Viáticos de comida'], ['VIA-002', 'Hospedaje'], ['EST-001', 'Estacionamiento'], ['PEA-001', 'Peaje sin TAG'], ['HER-001', 'Herramienta menor', false]]),
);

/** The code pieces, for the catalog service's registration. */
export const codeCatalogueState = [tagCodes, fuelCodes, expenseCodes];

type CodeCollection = ServiceState<Map<number, CodeRecord>>;

/** A code used by another record of the collection: 409 with the noun's message. */
function assertUniqueCode(store: SandboxStore, collection: CodeCollection, body: { id?: number; code: string }, noun: SpanishNoun) {
  for (const row of collection(store).values()) {
    if (row.id !== body.id && fold(row.code) === fold(body.code)) throw new SandboxError(409, `Ya existe un ${noun.singular} con la clave ${body.code}`);
  }
}

/**
 * Every name keeps the allowed characters (as the catalogue form's name does), and the list has no code or
 * name twice: then the whole collection is replaced. The list's size and cells are capped before any of
 * this (guards/bulkGuard.ts).
 */
function replaceAll({ store, user }: OperationContext, collection: CodeCollection, audited: string, codes: { code: string; name: string }[]) {
  codes.forEach((row, index) => {
    try {
      assertAllowedText(row.name, TEXT_FIELDS.name);
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      throw new SandboxError(error.status, `La fila ${index + 1}: ${error.message}`, `codes[${index}].name`);
    }
  });
  for (const key of ['code', 'name'] as const) {
    const seen = new Map<string, number>();
    codes.forEach((row, index) => {
      const earlier = seen.get(fold(row[key]));
      if (earlier !== undefined) throw new SandboxError(422, `La fila ${index + 1} repite ${key === 'code' ? 'la clave' : 'el nombre'} de la fila ${earlier + 1}`);
      seen.set(fold(row[key]), index);
    });
  }
  const map = collection(store);
  const removed = map.size;
  // Ids taken before clearing: above every id the collection ever had, so none is reused.
  const ids = codes.map(() => newId(store, collection.key, map));
  // The audit notes each replaced code's removal and each new one's creation.
  for (const old of map.values()) recordCatalogChange(store, user, audited, old, 'Delete');
  map.clear();
  codes.forEach((row, i) => map.set(ids[i]!, { id: ids[i]!, code: row.code, name: row.name, enabled: true }));
  for (const id of ids) recordCatalogChange(store, user, audited, map.get(id)!, 'Create');
  return { removed, created: codes.length };
}

const codes = (collection: CodeCollection, route: 'invoiceTAG' | ReplacedCatalogue, noun: SpanishNoun) =>
  crudCatalogue({
    collection,
    operations: catalogueOperations(route),
    noun,
    validate: (body, store) => assertUniqueCode(store, collection, body, noun),
    toRecord: (body) => ({ code: body.code, name: body.name, enabled: body.enabled }),
    toRow: (r) => ({ id: r.id, code: r.code, name: r.name, enabled: r.enabled }),
    searchFields: (r) => [r.code],
  });

/** The route's replacement from a file, audited under its plural noun as its other changes are. */
const replacement = (collection: CodeCollection, route: ReplacedCatalogue): OperationHandlers => ({
  [catalogueReplaceOperation(route)]: (ctx) => replaceAll(ctx, collection, CATALOGUE_TABLE[route].noun[1], ctx.body.codes),
});

export const codeCatalogueHandlers: OperationHandlers = {
  ...codes(tagCodes, 'invoiceTAG', { singular: 'código TAG', gender: 'm' }),
  ...codes(fuelCodes, 'invoiceFuel', { singular: 'código de combustible', gender: 'm' }),
  ...codes(expenseCodes, 'expenseCode', { singular: 'código de gasto', gender: 'm' }),
  ...replacement(fuelCodes, 'invoiceFuel'),
  ...replacement(expenseCodes, 'expenseCode'),
};
