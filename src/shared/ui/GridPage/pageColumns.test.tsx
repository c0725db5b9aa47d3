import { toExportColumns, valueColumn, type PageColumn } from './pageColumns';

const labels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };
interface Row {
  id: number;
  name: string;
  enabled: boolean;
  createdDateUTC: string | null;
  client: { name: string };
}
const row: Row = { id: 1, name: '=Hoja', enabled: false, createdDateUTC: null, client: { name: 'Banco del Valle' } };

describe('page columns', () => {
  it('export the visible columns in grid order, each with its field and format, leaving out action columns', () => {
    const columns: PageColumn<Row>[] = [
      valueColumn<Row>(labels, { id: 'name', header: 'Nombre' }),
      valueColumn<Row>(labels, { id: 'client', header: 'Cliente', field: 'client.name' }),
      valueColumn<Row>(labels, { id: 'enabled', header: 'Estado', format: 'enabled' }),
      { id: 'actions', header: 'Acciones', exported: false, body: () => null },
    ];
    expect(toExportColumns(columns, ['enabled', 'name', 'actions'])).toEqual([
      { field: 'name', header: 'Nombre' },
      { field: 'enabled', header: 'Estado', format: 'enabled' },
    ]);
    expect(toExportColumns(columns, columns.map((c) => c.id)).map((c) => c.header)).toEqual(['Nombre', 'Cliente', 'Estado']);
  });

  it('show a value exactly as the export writes it, without the formula guard the files need', () => {
    expect(valueColumn<Row>(labels, { id: 'enabled', header: 'Estado', format: 'enabled' }).body(row)).toBe('Inactivo');
    expect(valueColumn<Row>(labels, { id: 'client', header: 'Cliente', field: 'client.name' }).body(row)).toBe('Banco del Valle');
    expect(valueColumn<Row>(labels, { id: 'createdDateUTC', header: 'Creado', format: 'date' }).body(row)).toBe('---');
    expect(valueColumn<Row>(labels, { id: 'name', header: 'Nombre' }).body(row)).toBe('=Hoja');
    expect(valueColumn<Row>(labels, { id: 'name', header: 'Nombre', render: (_r, text) => `[${text}]` }).body(row)).toBe('[=Hoja]');
  });
});
