import { useRef, useState } from 'react';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppDispatch } from '../../../core/store/hooks';
import { useAccessList } from '../../../auth/useAccessList';
import { useToast } from '../../../shared/ui/ToastProvider';
import { bulkOutcome } from '../../../domain/tickets/status/bulkOutcome';
import { bulkResultsOf, initiateStatusRequest } from '../../../domain/tickets/status/initiateStatusRequest';
import { BULK_STATUS_OPERATIONS, bulkStatusRequest, permissionsOf, type BulkStatusOperation } from '../../../domain/tickets/status/statusOperations';
import { BusyButton } from '../../../shared/ui/BusyButton';

/** The menu's label of each bulk-capable operation of the status table. */
const LABELS: Record<BulkStatusOperation, string> = {
  updateTicketsToAssignedAndConfirmed: 'tickets.bulk.toAssignedAndConfirmed',
  updateTicketsToOnSite: 'tickets.bulk.toOnSite',
};

/** The status table's bulk moves of the selected tickets the user may do; each ticket the server refuses is named. */
export function BulkStatusMenu({ ticketIds, onDone }: { ticketIds: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const access = useAccessList();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const move = async (operation: BulkStatusOperation) => {
    setBusy(true);
    const pending = dispatch(initiateStatusRequest(bulkStatusRequest(operation, ticketIds)));
    try {
      const result = await pending;
      if ('error' in result) {
        toast({ severity: 'error', summary: errorMessage(result.error) });
        return;
      }
      const { refused, updated } = bulkOutcome(bulkResultsOf(result.data) ?? []);
      for (const f of refused) toast({ severity: 'warn', summary: t('tickets.ticketNotUpdated', { id: f.ticketId }), detail: f.message ?? undefined });
      if (updated > 0) toast({ severity: 'success', summary: t('tickets.ticketsUpdated', { count: updated }) });
      onDone();
    } finally {
      pending.reset();
      setBusy(false);
    }
  };

  const items: MenuItem[] = BULK_STATUS_OPERATIONS.filter((operation) => access.can(permissionsOf(operation))).map((operation) => ({
    label: t(LABELS[operation]),
    command: () => move(operation),
  }));

  if (items.length === 0) return null;
  return (
    <>
      <Menu model={items} popup ref={menu} id="bulk-status-menu" />
      <BusyButton
        outlined
        size="small"
        icon="pi pi-sync"
        label={t('tickets.updateStatus')}
        busy={busy}
        disabled={ticketIds.length === 0}
        aria-haspopup="menu"
        aria-controls="bulk-status-menu"
        title={ticketIds.length === 0 ? t('tickets.selectFirst') : undefined}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}
