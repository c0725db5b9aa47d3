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
  /** 2: a panel of a page with a heading of its own (its title an h2, no full height); 1 by default. */
  headingLevel?: 1 | 2;
}

/**
 * A searchable server-paged grid screen: title, the user's named views and actions, what a link could not
 * apply, the filter, then the grid view (the read's error with a retry, the grid, the selection count and
 * the export toolbar). The views show when the grid keeps its state in the address (useServerGrid `views`).
 */
export function GridPage<Row extends object>({ filters, create, headerActions, children, headingLevel = 1, ...view }: GridPageProps<Row>) {
  const link = view.grid.views;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={headingLevel === 1 ? 'p-3 flex flex-column gap-3' : 'flex flex-column gap-3'} style={headingLevel === 1 ? { height: '100%' } : undefined}>
      <div className="flex flex-wrap align-items-center gap-2">
        <Heading className={headingLevel === 1 ? 'text-2xl font-semibold m-0' : 'text-xl m-0'}>{view.title}</Heading>
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
