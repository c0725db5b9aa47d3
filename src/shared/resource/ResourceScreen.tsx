import { useMemo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../filters/FilterBar';
import { readStoredFilter } from '../filters/storedFilter';
import { FullPageMessage } from '../ui/FullPageMessage';
import { useExportLabels } from '../ui/ExportToolbar';
import { GridPage } from '../ui/GridPage/GridPage';
import { useServerGrid } from '../ui/GridPage/useServerGrid';
import type { Can, ResourceDescription } from './resourceTypes';
import { useResourceActions } from './useResourceActions';

const NO_FILTER = {};

interface ResourceScreenProps<Row extends object, Filter extends object, Arg> {
  description: ResourceDescription<Row, Filter, Arg>;
  can: Can;
  /** What the screen adds that a description does not cover: header controls before its buttons, a part beside the filter. */
  parts?: { header?: ReactNode; besideFilter?: ReactNode };
  /** Drawn as a panel of a page that has its own h1 (its title an h2). */
  panel?: boolean;
}

/** A resource's whole screen from its description: title and actions, filter, grid with exports, and the dialogs its actions open. */
export function ResourceScreen<Row extends object, Filter extends object, Arg>({ description, can, parts, panel = false }: ResourceScreenProps<Row, Filter, Arg>) {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const { search, filter } = description;
  const remembered = useMemo(() => (filter?.remember ? readStoredFilter(filter.description) : undefined), [filter]);
  const actions = useResourceActions<Row>({ rowActions: description.rowActions, pageActions: description.pageActions, rowName: description.rowName, can, refusal: description.refusal });
  const columns = useMemo(() => {
    const own = description.columns(t, labels);
    return actions.column ? [...own, actions.column] : own;
  }, [description, t, labels, actions.column]);
  const grid = useServerGrid<Row, Filter, Arg>({
    gridKey: description.id,
    endpoint: search.endpoint,
    toArg: search.toArg,
    columns,
    emptyFilter: filter?.description.empty ?? (NO_FILTER as Filter),
    scope: search.scope,
    pageSizes: search.pageSizes,
    defaultSort: search.defaultSort,
    defaultHidden: search.defaultHidden,
    rememberFilter: remembered,
  });

  const title = description.title(t);
  if (description.gate && !can(description.gate.permissions)) {
    return (
      <FullPageMessage icon="pi pi-lock" title={title} role="alert">
        <p className="m-0">{description.gate.message(t)}</p>
      </FullPageMessage>
    );
  }
  const { Summary } = description;
  const filterForm = filter && <FilterBar filter={filter.description} value={grid.filter} onSearch={grid.search} />;
  const filters = parts?.besideFilter ? (
    <div className="flex flex-wrap align-items-end gap-3">
      {parts.besideFilter}
      {filterForm}
    </div>
  ) : (
    filterForm
  );
  return (
    <GridPage<Row>
      headingLevel={panel ? 2 : 1}
      title={title}
      grid={description.refusal ? { ...grid, error: description.refusal(grid.error, t) } : grid}
      dataKey={description.rowKey}
      filters={
        Summary ? (
          <>
            {filters}
            <Summary filter={grid.filter} />
          </>
        ) : (
          filters
        )
      }
      headerActions={
        <>
          {parts?.header}
          {actions.pageButtons.map((button) => (
            <Button key={button.id} type="button" icon={button.icon} label={button.label} outlined onClick={button.onClick} />
          ))}
        </>
      }
      create={actions.create}
      exports={description.exports?.(t)}
      emptyMessage={description.emptyMessage?.(t)}
    >
      {actions.dialog}
    </GridPage>
  );
}
