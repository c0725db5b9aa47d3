import { isAllowedText } from '../../../src/shared/validation/characters';
import { LIMITS } from '../../../src/shared/validation/limits';
import { fold, matchesEnabled, matchesText, paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { supplyRows, type SupplyRecord } from '../inventory/ledger';
import { sortRows } from '../inventory/rows';
import { inventoryOf } from '../inventory/state';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';

/** Supplies are versioned records of the product service (CONVENTIONS.md, "Row versions"), counted under `supplies`. */
export const supplyVersions = rowVersions('product', 'supplies');

interface SupplyValues {
  name: string;
  code: string;
  unitOfMeasurement: string;
  unitCost: number;
  enabled: boolean;
}

const S = LIMITS.supplies;

/** The supply or 404. */
export function supplyOf(store: SandboxStore, supplyId: number): SupplyRecord {
  const supply = inventoryOf(store).ledger.supplies.get(supplyId);
  if (!supply) throw new SandboxError(404, `El insumo ${supplyId} no existe`, 'supplyId');
  return supply;
}

/** Units of each supply over every place of the ledger (in transit included: they still exist). */
function stockTotals(store: SandboxStore): Map<number, number> {
  const totals = new Map<number, number>();
  for (const row of supplyRows(inventoryOf(store).ledger)) totals.set(row.supplyId, (totals.get(row.supplyId) ?? 0) + row.quantity);
  return totals;
}

const supplyRow = (store: SandboxStore, s: SupplyRecord, totals = stockTotals(store)) =>
  supplyVersions.stamp(store, s.supplyId, { ...s, stockQuantity: totals.get(s.supplyId) ?? 0 });

/**
 * The rules the contract's limits do not carry, refused with 400 naming the field (a taken code with 409): name and code
 * without outer spaces, the code of letters, digits, hyphen and underscore, the cost with at most 2 decimals, the unit an
 * enabled one of the UnitsMeasurement catalogue.
 */
function assertValues(store: SandboxStore, v: SupplyValues, supplyId: number | null): void {
  if (v.name.trim() !== v.name) throw new SandboxError(400, 'El nombre no puede iniciar ni terminar con espacios', 'name');
  if (!isAllowedText(v.code) || /\s/.test(v.code)) throw new SandboxError(400, 'El código solo admite letras, números, guion y guion bajo, sin espacios', 'code');
  if (Number(v.unitCost.toFixed(S.unitCostDecimals)) !== v.unitCost) {
    throw new SandboxError(400, `El costo unitario admite máximo ${S.unitCostDecimals} decimales`, 'unitCost');
  }
  const unit = [...store.unitMeasurements.values()].find((u) => u.name === v.unitOfMeasurement);
  if (!unit?.enabled) throw new SandboxError(400, `La unidad de medida «${v.unitOfMeasurement}» no existe o está deshabilitada`, 'unitOfMeasurement');
  for (const other of inventoryOf(store).ledger.supplies.values()) {
    if (other.supplyId !== supplyId && fold(other.code) === fold(v.code)) throw new SandboxError(409, `Ya existe un insumo con el código ${v.code}`, 'code');
  }
}

const valuesOf = (body: SupplyValues): SupplyValues => ({
  name: body.name, code: body.code, unitOfMeasurement: body.unitOfMeasurement, unitCost: body.unitCost, enabled: body.enabled,
});

/** The product service's supplies: search, create, update and enable or disable; their stock is the ledger's. */
export const supplyHandlers: OperationHandlers = {
  searchSupplies: ({ store, body }) => {
    const totals = stockTotals(store);
    const rows = [...inventoryOf(store).ledger.supplies.values()]
      .filter((s) => matchesEnabled(body.enabled, s.enabled) && matchesText(body.text, s.name, s.code, s.unitOfMeasurement))
      .map((s) => supplyRow(store, s, totals));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  createSupply: ({ store, body }) => {
    const values = valuesOf(body);
    assertValues(store, values, null);
    const { ledger, nextId } = inventoryOf(store);
    const supply: SupplyRecord = { supplyId: nextId('supplies'), ...values };
    ledger.supplies.set(supply.supplyId, supply);
    return supplyRow(store, supply);
  },
  updateSupply: ({ store, body }) => {
    const supply = supplyOf(store, body.supplyId);
    return supplyVersions.update(store, supply.supplyId, body.rowVersion, () => supplyRow(store, supply), () => {
      const values = valuesOf(body);
      assertValues(store, values, supply.supplyId);
      Object.assign(supply, values);
      return supplyRow(store, supply);
    });
  },
  updateSupplyEnabled: ({ store, body }) => {
    const supply = supplyOf(store, body.supplyId);
    return supplyVersions.update(store, supply.supplyId, body.rowVersion, () => supplyRow(store, supply), () => {
      supply.enabled = body.enabled;
      return supplyRow(store, supply);
    });
  },
};
