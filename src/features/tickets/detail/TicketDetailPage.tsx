import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { useGetTicketByIdQuery } from '../../../api/tags/ticket';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { DETAIL_TABS, detailPath, isDetailTab } from './detailTabs';
import { TAB_PANELS } from './tabPanels';
import { TicketPdfButton } from './TicketPdfButton';
import { TicketSurveyButton } from './TicketSurveyButton';
import { useStatusColors } from '../../../domain/tickets/status/useStatusColors';
import { useStatusName } from '../../../domain/tickets/status/useStatusNames';
import { orEmpty } from '../../../shared/format/emptyValue';

/**
 * requirement/detail/{ticketId}/{tab}: one ticket's header and its tabs; the tab lives in the URL.
 * A load error, or an answer without ticketStatusId, is the ticket-details error (spec 000 section 8).
 */
export default function TicketDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ticketId: rawId = '', tab } = useParams();
  const ticketId = /^\d{1,18}$/.test(rawId) ? Number(rawId) : 0;
  const detail = useGetTicketByIdQuery({ ticketId }, { skip: ticketId < 1 });
  const colorOf = useStatusColors();
  const statusName = useStatusName();
  const activeTab = isDetailTab(tab) ? tab : 'general';

  useEffect(() => {
    if (!isDetailTab(tab)) void navigate(detailPath(rawId, 'general'), { replace: true });
  }, [tab, rawId, navigate]);

  const ticket = detail.data?.data;
  if (ticketId < 1 || detail.isError || (detail.isSuccess && !ticket?.ticketStatusId)) {
    return (
      <section role="alert" className="flex flex-column align-items-center text-center gap-3 p-5">
        <span className="pi pi-exclamation-triangle text-5xl text-red-600" aria-hidden="true" />
        <h1 className="text-2xl font-semibold m-0">{t('ticketDetail.loadError')}</h1>
        {ticketId >= 1 && (
          <BusyButton outlined icon="pi pi-refresh" label={t('pages.retry')} busy={detail.isFetching} onClick={() => void detail.refetch()} />
        )}
      </section>
    );
  }
  if (!ticket) return <PageLoader />;

  const summary: [label: string, value: string | null][] = [
    [t('ticketDetail.fields.client'), ticket.ticketClientName],
    [t('ticketDetail.fields.service'), ticket.ticketServiceName],
    [t('ticketDetail.fields.engineer'), ticket.ticketAssignedEngineerFullName],
  ];

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="ticket-detail-title">
      <header className="surface-card border-round shadow-1 p-3 flex flex-wrap align-items-center gap-3">
        <h1 id="ticket-detail-title" className="text-2xl font-semibold m-0">
          {t('ticketDetail.title', { id: ticket.ticketId })}
        </h1>
        <StatusChip name={statusName(ticket.ticketStatusId, ticket.ticketStatusName)} hexColor={colorOf(ticket.ticketStatusId, ticket.ticketStatusColor)} />
        <dl className="flex flex-wrap gap-4 m-0">
          {summary.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-600">{label}:</dt>
              <dd className="m-0 font-medium">{orEmpty(value)}</dd>
            </div>
          ))}
        </dl>
        <TicketPdfButton ticketId={ticket.ticketId} statusId={ticket.ticketStatusId} />
        <TicketSurveyButton ticketId={ticket.ticketId} statusId={ticket.ticketStatusId} />
      </header>
      {/* The tabs wrap instead of scrolling, so all nine stay in sight (a scroll arrow hid the last ones). */}
      <TabView
        pt={{ nav: { className: 'flex-wrap' } }}
        activeIndex={DETAIL_TABS.indexOf(activeTab)}
        onTabChange={(e) => void navigate(detailPath(ticket.ticketId, DETAIL_TABS[e.index] ?? 'general'))}
        className="surface-card border-round shadow-1"
      >
        {DETAIL_TABS.map((key) => {
          const Panel = TAB_PANELS[key];
          return (
            <TabPanel key={key} header={t(`ticketDetail.tabs.${key}`)}>
              <Panel ticket={ticket} />
            </TabPanel>
          );
        })}
      </TabView>
    </section>
  );
}
