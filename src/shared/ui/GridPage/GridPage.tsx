import { Fragment, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { DroppedNotice } from '../../gridViews/DroppedNotice';
import { GridViewsMenu } from '../../gridViews/GridViewsMenu';
import { GridView, type GridViewProps } from './GridView';

interface GridPageProps<Row extends object> extends Omit<GridViewProps<Row>, 'namedViews'> {
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
 * A searchable server-paged grid screen: title, the user's named views and actions, what a link could not
 * apply, the filter, then the grid view (the read's error with a retry, the grid, the selection count and
 * the export toolbar). The views show when the grid keeps its state in the address (useServerGrid `views`).
 */
export function GridPage<Row extends object>({ filters, create, headerActions, children, ...view }: GridPageProps<Row>) {
  const link = view.grid.views;
  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }}>
      <div className="flex flex-wrap align-items-center gap-2">
        <h1 className="text-2xl font-semibold m-0">{view.title}</h1>
        {link && <GridViewsMenu link={link} />}
        <span className="mr-auto" />
        {headerActions}
        {create && <Button type="button" icon="pi pi-plus" label={create.label} onClick={create.onClick} />}
      </div>
      {link && <DroppedNotice dropped={link.dropped} onDismiss={link.dismiss} />}
      {/* A state from outside (a view, back or forward) draws the filter form afresh with its values. */}
      <Fragment key={link?.revision ?? 0}>{filters}</Fragment>
      <GridView<Row> {...view} namedViews={false} />
      {children}
    </section>
  );
}
