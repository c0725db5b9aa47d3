import type { TFunction } from 'i18next';
import { toExportColumns } from '../../../shared/ui/GridPage/pageColumns';
import { ticketColumns } from './ticketColumns';

const t = ((key: string) => key) as unknown as TFunction;
const labels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };

describe('ticket list columns', () => {
  // Grid and files read one column list (issue 17: the grid showed 40 columns, the files 39).
  it.each([
    ['every view but the programmed one', false],
    ['the programmed view', true],
  ])('are all exported, in grid order, in %s', (_view, programmed) => {
    const columns = ticketColumns(t, labels, new Map(), programmed);
    const visibleIds = columns.map((c) => c.id);
    expect(toExportColumns(columns, visibleIds).map((c) => c.header)).toEqual(columns.map((c) => c.header));
  });

  it('include the solution’s advances', () => {
    const columns = ticketColumns(t, labels, new Map(), false);
    expect(toExportColumns(columns, columns.map((c) => c.id)).map((c) => c.field)).toContain('comunicationAdvanceSolution');
  });
});
