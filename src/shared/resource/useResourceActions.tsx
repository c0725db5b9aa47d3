import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonsColumnWidth } from '../ui/DataGrid/GridTable';
import type { PageColumn } from '../ui/GridPage/pageColumns';
import { ActionDialog } from './ActionDialog';
import { ResourceRowActions, rowActionButtons } from './ResourceRowActions';
import type { Can, PageAction, Refusal, RowAction } from './resourceTypes';

type Pending<Row> = { action: RowAction<Row>; row: Row } | { action: PageAction; row: null } | null;

export interface ResourceActionsOptions<Row> {
  rowActions?: readonly RowAction<Row>[];
  pageActions?: readonly PageAction[];
  /** Names the row in the "more" menu's button. */
  rowName: (row: Row) => string;
  can: Can;
  /** Rewords a refused action before its dialog shows it. */
  refusal?: Refusal;
}

export interface ResourceActions<Row> {
  /** The actions column (not exported, as wide as its buttons); null when the user may take no row action. */
  column: PageColumn<Row> | null;
  /** The page actions the user may take: the primary one (create) apart. */
  create: { label: string; onClick: () => void } | undefined;
  pageButtons: readonly { id: string; label: string; icon?: string; onClick: () => void }[];
  /** The open action's dialog (confirmation, form or its own), or null. */
  dialog: ReactNode;
  /** Opens an action on a row from elsewhere (a detail's button). */
  open: (action: RowAction<Row>, row: Row) => void;
}

const NONE: readonly never[] = [];
const allows = (can: Can, permissions: readonly string[] | null) => permissions === null || can(permissions);

/**
 * The headless part of a resource screen: which actions the user may take (each by its permissions), the row
 * actions column and its width, the one pending dialog (confirmation, form or the action's own) with its
 * success toast, and the page actions. Nothing here knows a row's shape.
 */
export function useResourceActions<Row>({ rowActions = NONE, pageActions = NONE, rowName, can, refusal }: ResourceActionsOptions<Row>): ResourceActions<Row> {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending<Row>>(null);
  const close = useCallback(() => setPending(null), []);
  const open = useCallback((action: RowAction<Row>, row: Row) => setPending({ action, row }), []);

  // useAccessList's check is a new function at each render: the allowed ids keep the column stable.
  const allowedIds = rowActions.filter((action) => allows(can, action.permissions)).map((action) => action.id).join(' ');
  const allowed = useMemo(() => rowActions.filter((action) => allowedIds.split(' ').includes(action.id)), [rowActions, allowedIds]);
  const column = useMemo<PageColumn<Row> | null>(
    () =>
      allowed.length === 0
        ? null
        : {
            id: 'actions',
            header: t('resource.actions.header'),
            exported: false,
            width: iconButtonsColumnWidth(rowActionButtons(allowed)),
            body: (row) => (
              <ResourceRowActions row={row} actions={allowed} moreLabel={t('resource.actions.more', { name: rowName(row) })} onChoose={(action) => open(action, row)} />
            ),
          },
    [allowed, t, rowName, open],
  );

  const offered = pageActions.filter((action) => allows(can, action.permissions));
  const primary = offered.find((action) => action.primary);
  const create = primary && { label: primary.label(t), onClick: () => setPending({ action: primary, row: null }) };
  const pageButtons = offered
    .filter((action) => !action.primary)
    .map((action) => ({ id: action.id, label: action.label(t), icon: action.icon, onClick: () => setPending({ action, row: null }) }));

  const dialog = pending && <ActionDialog key={pending.action.id} step={pending.action.does} row={pending.row} onHide={close} refusal={refusal} />;
  return { column, create, pageButtons, dialog, open };
}
