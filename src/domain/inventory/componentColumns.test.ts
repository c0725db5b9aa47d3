import type { ConfigurationComponentRow } from '../../api/tags/inventory';
import { createRowFormatter, type ExportLabels } from '../../shared/export';
import { createI18n, type Language } from '../../shared/i18n/i18n';
import { toExportColumns, toExportRows } from '../../shared/ui/GridPage/pageColumns';
import { componentColumns } from './componentColumns';
import { COMPONENT_STATUS_IDS, COMPONENT_STATUS_KEYS } from './componentStatuses';

const row: ConfigurationComponentRow = {
  productId: 12, responsibleTypeName: 'Almacén', clientName: 'Banco del Norte', locationName: 'Sucursal Centro', responsibleName: 'Ana Ruiz',
  brandName: 'Verifone', modelName: 'V200c', modelDescription: 'Modelo V200c (V200)', description: 'Verifone V200c', serialNumber: 'VER123456',
  warehouseOutput: null, conditionName: 'Nuevo', ciKit: 'KIT-00001', isClientProperty: true, componentStatusId: 44, componentStatusName: 'OnLaboratory',
  ip: null, port: null, simNumber: '8952', imeiNumber: '35', installedDate: null, withdrawnDate: null, registeredDate: '2026-03-05T18:30:00Z',
  lastMovementDate: null, lastMovementType: null, lastMovementCode: null, productTiNumber: 'TI-500012', cost: 1234.5, currencyName: 'MXN', operatorName: 'Telcel',
  value: 'V200', kitName: 'Kit de instalación TPV', placeType: 'Warehouse', placeId: 1, placeName: 'Almacén Centro',
};

/** What an export writes for the row, by column header, in a language. */
function exported(language: Language, source: ConfigurationComponentRow) {
  const i18n = createI18n(language);
  const t = i18n.t.bind(i18n);
  const labels: ExportLabels = { active: t('export.values.active'), inactive: t('export.values.inactive'), yes: t('export.values.yes'), no: t('export.values.no') };
  const columns = componentColumns(t, labels, t('inventory.views.warehouse.place'));
  const ids = columns.map((c) => c.id);
  const exportColumns = toExportColumns(columns, ids);
  const [out] = toExportRows(columns, ids, [source]);
  const cells = createRowFormatter(exportColumns, { labels, guard: true, stripEmoji: false })(out!);
  return Object.fromEntries(exportColumns.map((c, i) => [c.header, cells[i]]));
}

describe('configuration component columns', () => {
  it('name every label of the component and where it is, in both languages', () => {
    const es = exported('es', row);
    expect(Object.keys(es)).toEqual(expect.arrayContaining(['Número de serie', 'Propiedad del cliente', 'Estatus del componente', 'Número TI (existencia)', 'Nombre del kit', 'Almacén']));
    const en = exported('en', row);
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['Serial number', 'Client property', 'Component status', 'TI number (stock number)', 'Kit name', 'Warehouse']));
    // One column per label of spec 001 section 3 (last movement date and type are two), plus the place.
    expect(Object.keys(es)).toHaveLength(31);
  });

  it.each<Language>(['es', 'en'])('write client property as Si or No in %s', (language) => {
    const header = language === 'es' ? 'Propiedad del cliente' : 'Client property';
    expect(exported(language, row)[header]).toBe('Si');
    expect(exported(language, { ...row, isClientProperty: false })[header]).toBe('No');
  });

  it('write the component status in the user’s language, the server’s name for an unknown id', () => {
    expect(exported('es', row)['Estatus del componente']).toBe('En laboratorio');
    expect(exported('en', row)['Component status']).toBe('On laboratory');
    const unknown = { ...row, componentStatusId: 99, componentStatusName: 'Nuevo estatus' } as unknown as ConfigurationComponentRow;
    expect(exported('es', unknown)['Estatus del componente']).toBe('Nuevo estatus');
  });

  it('write dates in local time and a missing date as the export’s dash', () => {
    const es = exported('es', row);
    expect(es['Fecha de registro']).toMatch(/^05\/03\/2026 \d{2}:30:00$/);
    expect(es['Fecha de instalación']).toBe('---');
  });

  it('have a label in both languages for every component status of the spec', () => {
    const es = createI18n('es');
    const en = createI18n('en');
    for (const id of COMPONENT_STATUS_IDS) {
      const key = `inventory.componentStatuses.${COMPONENT_STATUS_KEYS[id]}`;
      expect([es.exists(key), en.exists(key)]).toEqual([true, true]);
    }
    expect(COMPONENT_STATUS_IDS).toEqual([1, 8, 27, 31, 32, 33, 34, 41, 42, 43, 44, 45, 46, 47, 48]);
  });
});
