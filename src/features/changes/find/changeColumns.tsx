import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { ChangeRead as Change } from '../../../api/tags/process';
import { changeDetailPath } from '../../../domain/changes/paths';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof Change & string;

/** The spec's change fields (002 section 3) the grid shows; the header keys under changes.fields. */
const COLUMNS: readonly { field: Field; key: string; format?: ColumnFormat; width?: string }[] = [
  { field: 'name', key: 'name', width: '16rem' },
  { field: 'changeTypeName', key: 'type' },
  { field: 'clientName', key: 'client', width: '12rem' },
  { field: 'locationName', key: 'location', width: '12rem' },
  { field: 'startDate', key: 'startDate', format: 'date', width: '11rem' },
  { field: 'endDate', key: 'endDate', format: 'date', width: '11rem' },
  { field: 'categoryName', key: 'category' },
  { field: 'priorityName', key: 'priority' },
  { field: 'cabName', key: 'cab', width: '12rem' },
  { field: 'createdUserName', key: 'createdBy', width: '12rem' },
];

export const HIDDEN_CHANGE_COLUMNS: readonly string[] = ['categoryName', 'priorityName', 'cabName', 'createdUserName'];

/** The change grid's (and exports') columns: the id opens the detail; state, stage and risk read in the user's language. */
export function changeColumns(t: TFunction, labels: ExportLabels): PageColumn<Change>[] {
  return [
    valueColumn<Change>(labels, {
      id: 'changeId',
      header: t('changes.fields.changeId'),
      format: 'number',
      width: '6rem',
      sortField: 'changeId',
      render: (row, id) => (
        <Link to={changeDetailPath(row.changeId)} aria-label={t('changes.find.open', { id, name: row.name })}>
          {id}
        </Link>
      ),
    }),
    valueColumn<Change>(labels, { id: 'state', header: t('changes.fields.state'), sortField: 'state', value: (row) => t(`changes.states.${row.state}`) }),
    valueColumn<Change>(labels, { id: 'stage', header: t('changes.fields.stage'), sortField: 'stage', value: (row) => t(`changes.stages.${row.stage}`) }),
    valueColumn<Change>(labels, {
      id: 'riskLevel', header: t('changes.fields.riskLevel'), sortField: 'riskLevel', value: (row) => t(`changes.riskLevels.${row.riskLevel}`),
    }),
    ...COLUMNS.map(({ field, key, format, width }) => valueColumn<Change>(labels, { id: field, header: t(`changes.fields.${key}`), format, width, sortField: field })),
  ];
}
