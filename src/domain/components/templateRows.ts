import { LIMITS } from '../../shared/validation/limits';
import { costError, DIGITS, imeiError, ipError, portError, serialError, simError, type ComponentRuleCode, type ComponentRuleError } from './componentRules';

/**
 * One row of the bulk load / bulk update template as read from the sheet: every cell as text, a blank optional
 * cell as null (spec 001 section 5: model, stock number, price, currency and IMEI numeric; cost above 0 with 2
 * decimals; programmed and remote SI/NO; SIM, IMEI, IP, port and ownership optional). The update names its
 * component by serial number and writes every other column.
 */
export interface TemplateRow {
  serialNumber: string;
  productModelId: string;
  clientId: string | null;
  locationId: string | null;
  responsibleTypeId: string;
  responsibleId: string;
  componentStatusId: string;
  conditionId: string | null;
  productTiNumber: string;
  cost: string;
  currencyId: string;
  programmed: string;
  remote: string;
  isClientProperty: string | null;
  ip: string | null;
  port: string | null;
  simNumber: string | null;
  imeiNumber: string | null;
}

export type TemplateColumn = keyof TemplateRow;

/** The template's columns, in its order: the errors name them. */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  'serialNumber', 'productModelId', 'clientId', 'locationId', 'responsibleTypeId', 'responsibleId', 'componentStatusId', 'conditionId',
  'productTiNumber', 'cost', 'currencyId', 'programmed', 'remote', 'isClientProperty', 'ip', 'port', 'simNumber', 'imeiNumber',
];

const NUMERIC: readonly TemplateColumn[] = [
  'productModelId', 'clientId', 'locationId', 'responsibleTypeId', 'responsibleId', 'componentStatusId', 'conditionId', 'productTiNumber', 'currencyId',
];
const YES_NO: readonly TemplateColumn[] = ['programmed', 'remote', 'isClientProperty'];
const OPTIONAL: ReadonlySet<TemplateColumn> = new Set(['clientId', 'locationId', 'conditionId', 'isClientProperty', 'ip', 'port', 'simNumber', 'imeiNumber']);
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/** SI or NO (either case); anything else is null. */
export const yesNo = (cell: string): boolean | null => {
  const text = cell.trim().toUpperCase();
  return text === 'SI' || text === 'SÍ' ? true : text === 'NO' ? false : null;
};

function cellError(column: TemplateColumn, cell: string): ComponentRuleCode | null {
  if (column === 'serialNumber') return serialError(cell);
  if (NUMERIC.includes(column)) return DIGITS.test(cell) && cell.length <= LIMITS.components.numberMax ? null : 'numeric';
  if (YES_NO.includes(column)) return yesNo(cell) === null ? 'yesNo' : null;
  if (column === 'cost') return DECIMAL.test(cell) ? costError(Number(cell)) : 'numeric';
  if (column === 'ip') return ipError(cell);
  if (column === 'port') return DIGITS.test(cell) ? portError(Number(cell)) : 'numeric';
  if (column === 'imeiNumber') return imeiError(cell);
  if (column === 'simNumber') return simError(cell);
  return null;
}

/** Every rule one row breaks, column by column (the sheet's own checks; the service adds what needs its data). */
export function templateRowErrors(row: TemplateRow): ComponentRuleError<TemplateColumn>[] {
  const errors: ComponentRuleError<TemplateColumn>[] = [];
  for (const column of TEMPLATE_COLUMNS) {
    const cell = row[column]?.trim() ?? '';
    if (cell === '') {
      if (!OPTIONAL.has(column)) errors.push({ field: column, code: 'required' });
      continue;
    }
    const code = cellError(column, cell);
    if (code) errors.push({ field: column, code });
  }
  return errors;
}

/** Serial numbers that appear more than once in the file, with every row but the first that has them. */
export function repeatedSerials(rows: readonly { serialNumber: string }[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  rows.forEach((row, index) => {
    const key = row.serialNumber.trim().toUpperCase();
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}

export interface ParsedTemplateRow {
  serialNumber: string;
  productModelId: number;
  clientId: number | null;
  locationId: number | null;
  responsibleTypeId: number;
  responsibleId: number;
  componentStatusId: number;
  conditionId: number | null;
  productTiNumber: string;
  cost: number;
  currencyId: number;
  programmed: boolean;
  remote: boolean;
  isClientProperty: boolean;
  ip: string | null;
  port: number | null;
  simNumber: string | null;
  imeiNumber: string | null;
}

const text = (cell: string | null) => (cell?.trim() ? cell.trim() : null);
const id = (cell: string | null) => (text(cell) === null ? null : Number(cell));

/** The typed values of a row without errors (templateRowErrors first). */
export function parseTemplateRow(row: TemplateRow): ParsedTemplateRow {
  return {
    serialNumber: row.serialNumber.trim(),
    productModelId: Number(row.productModelId),
    clientId: id(row.clientId),
    locationId: id(row.locationId),
    responsibleTypeId: Number(row.responsibleTypeId),
    responsibleId: Number(row.responsibleId),
    componentStatusId: Number(row.componentStatusId),
    conditionId: id(row.conditionId),
    productTiNumber: row.productTiNumber.trim(),
    cost: Number(row.cost),
    currencyId: Number(row.currencyId),
    programmed: yesNo(row.programmed)!,
    remote: yesNo(row.remote)!,
    isClientProperty: row.isClientProperty ? yesNo(row.isClientProperty)! : false,
    ip: text(row.ip),
    port: id(row.port),
    simNumber: text(row.simNumber),
    imeiNumber: text(row.imeiNumber),
  };
}
