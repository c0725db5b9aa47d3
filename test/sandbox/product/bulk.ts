import type { ComponentRuleCode } from '../../../src/domain/components/componentRules';
import { parseTemplateRow, repeatedSerials, templateRowErrors, type TemplateRow } from '../../../src/domain/components/templateRows';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { changeComponentStatus } from '../inventory/ledger';
import { inventoryOf } from '../inventory/state';
import { ruleMessage } from './messages';
import { productVersions } from './records';
import { PLACE_OF_RESPONSIBLE_TYPE, referenceErrors } from './references';
import { assertTransition } from './statusConfiguration';
import { addProduct, applyValues, type ProductValues } from './writes';

type Row = TemplateRow & { rowNumber: number };
interface BulkError {
  rowNumber: number;
  column: string;
  code: ComponentRuleCode;
  message: string;
}
type Mode = 'load' | 'update';

const valuesOf = (row: Row): ProductValues => ({ ...parseTemplateRow(row), value: null, operatorName: null });

/** Every failure of every row, by row and column: the sheet's rules, then what needs the service's data. */
function bulkErrors(store: SandboxStore, rows: Row[], mode: Mode): BulkError[] {
  const components = inventoryOf(store).ledger.components;
  const bySerial = new Map([...components.values()].map((c) => [c.serialNumber.toUpperCase(), c]));
  const repeated = repeatedSerials(rows);
  const errors: BulkError[] = [];
  rows.forEach((row, index) => {
    const fail = (column: string, code: ComponentRuleCode, message = ruleMessage(code)) => errors.push({ rowNumber: row.rowNumber, column, code, message });
    const sheet = templateRowErrors(row);
    sheet.forEach((e) => fail(e.field, e.code));
    if (repeated.has(index)) fail('serialNumber', 'serialRepeated');
    if (sheet.length) return;
    const v = valuesOf(row);
    referenceErrors(store, v, mode === 'load').forEach((e) => fail(e.field, e.code));
    const existing = bySerial.get(v.serialNumber.toUpperCase());
    if (mode === 'load') {
      if (existing) fail('serialNumber', 'serialExists');
      return;
    }
    if (!existing) return fail('serialNumber', 'serialUnknown');
    if (PLACE_OF_RESPONSIBLE_TYPE[v.responsibleTypeId] !== existing.place.type || v.responsibleId !== existing.place.id) {
      fail('responsibleId', 'unknownReference', 'El responsable cambia solo con un envío');
    }
    if (v.componentStatusId !== existing.componentStatusId) {
      try {
        assertTransition(store, existing.componentStatusId, v.componentStatusId);
      } catch (refusal) {
        if (!(refusal instanceof SandboxError)) throw refusal;
        fail('componentStatusId', 'statusNotAllowed', refusal.message);
      }
    }
  });
  return errors;
}

/**
 * The bulk load and the bulk update: all or nothing. Every row is checked before the first is saved, so a refused
 * file leaves the ledger as it was and lists every failure; an accepted one is saved whole.
 */
export function runBulk(store: SandboxStore, user: UserRecord, rows: Row[], mode: Mode) {
  const errors = bulkErrors(store, rows, mode);
  if (errors.length) return { saved: false, products: [], errors };
  const { ledger } = inventoryOf(store);
  const bySerial = new Map([...ledger.components.values()].map((c) => [c.serialNumber.toUpperCase(), c]));
  const products = rows.map((row) => {
    const v = valuesOf(row);
    if (mode === 'load') return { rowNumber: row.rowNumber, productId: addProduct(store, v, user.userId).productId, serialNumber: v.serialNumber };
    const c = bySerial.get(v.serialNumber.toUpperCase())!;
    if (v.componentStatusId !== c.componentStatusId) {
      const note = { dateTime: utc(store.now), movementType: 'StatusChange' as const, shipmentId: null, userId: user.userId, reason: 'Actualización masiva' };
      changeComponentStatus(ledger, c.productId, v.componentStatusId, null, note);
    }
    applyValues(store, c, v);
    productVersions.touch(store, c.productId);
    return { rowNumber: row.rowNumber, productId: c.productId, serialNumber: c.serialNumber };
  });
  return { saved: true, products, errors: [] };
}

export const bulkHandlers: OperationHandlers = {
  bulkLoadProducts: ({ store, user, body }) => runBulk(store, user!, body.rows, 'load'),
  bulkUpdateProducts: ({ store, user, body }) => runBulk(store, user!, body.rows, 'update'),
};
