import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { GridView, type GridViewProps } from './GridView';

interface GridPageProps<Row extends object> extends GridViewProps<Row> {
  /** The search form above the grid. */
  filters?: ReactNode;
  /** The create action; absent when the user may not create (the caller checks the permission). */
  create?: { label: string; onClick: () => void };
  /** More header actions, before the create button. */
  headerActions?: ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/**
 * A searchable server-paged grid screen: title and actions, the filter, then the grid view (the read's
 * error with a retry, the grid, the selection count and the export toolbar).
 */
export function GridPage<Row extends object>({ filters, create, headerActions, children, ...view }: GridPageProps<Row>) {
  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }}>
      <div className="flex flex-wrap align-items-center gap-2">
        <h1 className="text-2xl font-semibold m-0 mr-auto">{view.title}</h1>
        {headerActions}
        {create && <Button type="button" icon="pi pi-plus" label={create.label} onClick={create.onClick} />}
      </div>
      {filters}
      <GridView<Row> {...view} />
      {children}
    </section>
  );
}
