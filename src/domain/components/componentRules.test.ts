import en from '../../shared/i18n/en.json';
import es from '../../shared/i18n/es.json';
import { LIMITS } from '../../shared/validation/limits';
import { componentErrors, costError, evidenceErrors, ipError, modelValueError, portError, RULE_VALUES, serialError, type ComponentValues } from './componentRules';
import { parseTemplateRow, repeatedSerials, templateRowErrors, type TemplateRow } from './templateRows';

const C = LIMITS.components;
const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('component rules at their edges, through LIMITS', () => {
  it('serial number: the 100th character passes, the 101st does not', () => {
    expect(serialError('S'.repeat(C.serialMax))).toBeNull();
    expect(serialError('S'.repeat(C.serialMax + 1))).toBe('serialTooLong');
    expect(serialError('  ')).toBe('required');
  });

  it('model value: 7 characters pass, 8 do not', () => {
    expect(modelValueError('V'.repeat(C.modelValueMax))).toBeNull();
    expect(modelValueError('V'.repeat(C.modelValueMax + 1))).toBe('modelValueTooLong');
  });

  it('cost: above 0 with 2 decimals, at most 9,999,999.00', () => {
    expect(costError(0)).toBe('costNotPositive');
    expect(costError(C.costMin)).toBeNull();
    expect(costError(C.costMax)).toBeNull();
    expect(costError(cents(C.costMax + 0.01))).toBe('costTooHigh');
    expect(costError(1.005)).toBe('costDecimals');
  });

  it('IP, port and evidence', () => {
    expect(ipError('10.0.0.255')).toBeNull();
    expect(ipError('10.0.0.256')).toBe('ipInvalid');
    expect([portError(C.portMin), portError(C.portMax), portError(C.portMax + 1)]).toEqual([null, null, 'portInvalid']);
    expect(evidenceErrors('foto.JPEG', C.evidenceMaxBytes)).toEqual([]);
    expect(evidenceErrors('foto.png', C.evidenceMaxBytes + 1)).toEqual(['evidenceFormat', 'evidenceTooLarge']);
  });

  it('a form names each field at fault; optional values may be null', () => {
    const values: ComponentValues = { serialNumber: 'ABC1', value: 'V1', cost: 10, ip: null, port: null, simNumber: null, imeiNumber: null };
    expect(componentErrors(values)).toEqual([]);
    expect(componentErrors({ ...values, cost: 0, imeiNumber: '35A' })).toEqual([{ field: 'cost', code: 'costNotPositive' }, { field: 'imeiNumber', code: 'numeric' }]);
  });

  it('every rule has its message in both languages, with the values it interpolates', () => {
    const codes = Object.keys(es.components.rules) as (keyof typeof es.components.rules)[];
    expect(Object.keys(en.components.rules).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      for (const name of Object.keys(RULE_VALUES[code] ?? {})) {
        expect(es.components.rules[code]).toContain(`{{${name}}}`);
        expect(en.components.rules[code]).toContain(`{{${name}}}`);
      }
    }
  });
});

describe('the bulk template row', () => {
  const row: TemplateRow = {
    serialNumber: 'SER-1', productModelId: '3', clientId: null, locationId: null, responsibleTypeId: '1', responsibleId: '1',
    componentStatusId: '1', conditionId: null, productTiNumber: '600001', cost: '0.01', currencyId: '1', programmed: 'SI', remote: 'no',
    isClientProperty: null, ip: null, port: null, simNumber: null, imeiNumber: null,
  };

  it('takes a valid row with its optional columns blank, and parses it', () => {
    expect(templateRowErrors(row)).toEqual([]);
    expect(parseTemplateRow(row)).toMatchObject({ productModelId: 3, cost: 0.01, programmed: true, remote: false, isClientProperty: false, ip: null });
  });

  it('names each column at fault: numeric columns, cost, SI/NO, IP, port, serial', () => {
    const bad = { ...row, productModelId: 'X', cost: '9999999.01', programmed: 'Y', ip: '1.2.3', port: '0', serialNumber: 'S'.repeat(C.serialMax + 1), imeiNumber: '12a' };
    expect(templateRowErrors(bad)).toEqual([
      { field: 'serialNumber', code: 'serialTooLong' },
      { field: 'productModelId', code: 'numeric' },
      { field: 'cost', code: 'costTooHigh' },
      { field: 'programmed', code: 'yesNo' },
      { field: 'ip', code: 'ipInvalid' },
      { field: 'port', code: 'portInvalid' },
      { field: 'imeiNumber', code: 'numeric' },
    ]);
    expect(templateRowErrors({ ...row, cost: '0' })).toEqual([{ field: 'cost', code: 'costNotPositive' }]);
    expect(templateRowErrors({ ...row, cost: '9999999.00' })).toEqual([]);
    expect(templateRowErrors({ ...row, currencyId: ' ' })).toEqual([{ field: 'currencyId', code: 'required' }]);
  });

  it('finds a serial repeated in the file, case blind', () => {
    expect([...repeatedSerials([{ serialNumber: 'a1' }, { serialNumber: 'B2' }, { serialNumber: 'A1 ' }])]).toEqual([2]);
  });
});
