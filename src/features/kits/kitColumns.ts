import type { TFunction } from 'i18next';
import type { KitState } from '../../api/tags/product';
import type { ExportLabels } from '../../shared/export';
import { valueColumn, type PageColumn } from '../../shared/ui/GridPage/pageColumns';

/** What the kit grids share: the register's kits and the inventories' rows (spec 001 section 3: number, name, description, state, components). */
interface KitLike {
  number: string;
  name: string;
  description: string;
  state: KitState;
  placeName: string;
}

/**
 * The kit columns of a grid and its exports: the state in the user's language (exported as shown), the components
 * counted by `countOf`, and where the ledger has the kit under `placeHeader` (warehouse or task force).
 */
export function kitColumns<Row extends KitLike & object>(t: TFunction, labels: ExportLabels, countOf: (row: Row) => number, placeHeader: string): PageColumn<Row>[] {
  const header = (id: string) => t(`kits.fields.${id}`);
  return [
    valueColumn<Row>(labels, { id: 'number', header: header('number'), sortField: 'number', width: '9rem' }),
    valueColumn<Row>(labels, { id: 'name', header: header('name'), sortField: 'name', width: '16rem' }),
    valueColumn<Row>(labels, { id: 'description', header: header('description'), width: '18rem' }),
    valueColumn<Row>(labels, { id: 'state', header: header('state'), value: (row) => t(`kits.states.${row.state}`), width: '9rem' }),
    valueColumn<Row>(labels, { id: 'componentCount', header: header('componentCount'), value: countOf, format: 'number', width: '8rem' }),
    valueColumn<Row>(labels, { id: 'placeName', header: placeHeader, sortField: 'placeName', width: '14rem' }),
  ];
}
