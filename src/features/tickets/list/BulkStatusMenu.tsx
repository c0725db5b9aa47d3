import { useRef } from 'react';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useTranslation } from 'react-i18next';
import { useUpdateTicketsToAssignedAndConfirmedMutation, useUpdateTicketsToOnSiteMutation, type TicketBulkResultListResponse } from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { PERMISSIONS } from '../../../auth/permissionNames';
import { useAccessList } from '../../../auth/useAccessList';
import { useToast } from '../../../shared/ui/ToastProvider';
import { bulkOutcome } from '../../../domain/tickets/status/bulkOutcome';

/** Bulk status moves of the selected tickets the user may do; each ticket the server refuses is named. */
export function BulkStatusMenu({ ticketIds, onDone }: { ticketIds: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const access = useAccessList();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [toConfirmed, confirmedState] = useUpdateTicketsToAssignedAndConfirmedMutation();
  const [toOnSite, onSiteState] = useUpdateTicketsToOnSiteMutation();
  const busy = confirmedState.isLoading || onSiteState.isLoading;

  const report = (result: { data: TicketBulkResultListResponse } | { error: unknown }) => {
    if ('error' in result) {
      toast({ severity: 'error', summary: errorMessage(result.error) });
      return;
    }
    const { refused, updated } = bulkOutcome(result.data.data);
    for (const f of refused) toast({ severity: 'warn', summary: t('tickets.ticketNotUpdated', { id: f.ticketId }), detail: f.message ?? undefined });
    if (updated > 0) toast({ severity: 'success', summary: t('tickets.ticketsUpdated', { count: updated }) });
    onDone();
  };

  const items: MenuItem[] = [];
  if (access.can([PERMISSIONS.ticketUpdateStatus])) {
    items.push({
      label: t('tickets.bulk.toAssignedAndConfirmed'),
      command: async () => report(await toConfirmed({ ticketIdsStatusRequest: { ticketIds, comment: null } })),
    });
  }
  if (access.can([PERMISSIONS.ticketUpdateToOnSite])) {
    items.push({
      label: t('tickets.bulk.toOnSite'),
      command: async () => report(await toOnSite({ ticketIdsStatusRequest: { ticketIds, comment: null } })),
    });
  }

  if (items.length === 0) return null;
  return (
    <>
      <Menu model={items} popup ref={menu} id="bulk-status-menu" />
      <button
        type="button"
        className="p-button p-button-outlined p-button-sm"
        disabled={ticketIds.length === 0 || busy}
        aria-haspopup="menu"
        aria-controls="bulk-status-menu"
        title={ticketIds.length === 0 ? t('tickets.selectFirst') : undefined}
        onClick={(e) => menu.current?.toggle(e)}
      >
        <span className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-sync'} mr-2`} aria-hidden="true" />
        {t('tickets.updateStatus')}
      </button>
    </>
  );
}
