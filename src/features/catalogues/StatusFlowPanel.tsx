import { useId, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCatalogEnabledClientsQuery, useGetCatalogServiceTypesQuery, useGetCatalogTicketStatusesQuery } from '../../api/tags/catalog';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../shared/ui/primeReaderFixes';
import { RequestError } from '../../shared/ui/RequestError';
import { StatusChip } from '../../shared/ui/StatusChip';

/**
 * The statuses a service type and a client use (GetAllStatus). "Only the ticket flow's" needs both: the
 * flow belongs to the pair, so the box stays off until both are chosen and turns off when one is cleared.
 */
export function StatusFlowPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [serviceTypeId, setServiceTypeId] = useState<number | null>(null);
  const [clientId, setClientId] = useState<number | null>(null);
  const [fromTicketFlow, setFromTicketFlow] = useState(false);
  const typeExpanded = useComboboxExpanded();
  const clientExpanded = useComboboxExpanded();
  const serviceTypes = useGetCatalogServiceTypesQuery({});
  const clients = useGetCatalogEnabledClientsQuery();
  const bothChosen = serviceTypeId !== null && clientId !== null;
  const statuses = useGetCatalogTicketStatusesQuery({
    onlyEnabled: true, serviceTypeId: serviceTypeId ?? undefined, clientId: clientId ?? undefined, fromTicketFlow: bothChosen && fromTicketFlow ? true : undefined,
  });
  const rows = statuses.data?.data ?? [];

  const choose = (set: (value: number | null) => void) => (value: number | null | undefined) => {
    set(value ?? null);
    if (value == null) setFromTicketFlow(false);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-column gap-3">
      <h2 id={`${id}-title`} className="m-0 text-xl">
        {t('catalogues.statusFlow.title')}
      </h2>
      <div className="flex flex-wrap align-items-end gap-3">
        <div className="flex flex-column gap-1">
          <label htmlFor={`${id}-type`} className="font-medium">
            {t('catalogues.statusFlow.serviceType')}
          </label>
          <Dropdown
            {...typeExpanded}
            inputId={`${id}-type`}
            value={serviceTypeId}
            options={(serviceTypes.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={(e) => choose(setServiceTypeId)(e.value)}
            showClear
            placeholder={t('catalogues.statusFlow.any')}
            className="w-16rem"
            pt={DROPDOWN_READER_PT}
          />
        </div>
        <div className="flex flex-column gap-1">
          <label htmlFor={`${id}-client`} className="font-medium">
            {t('catalogues.statusFlow.client')}
          </label>
          <Dropdown
            {...clientExpanded}
            inputId={`${id}-client`}
            value={clientId}
            options={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(e) => choose(setClientId)(e.value)}
            showClear
            placeholder={t('catalogues.statusFlow.any')}
            className="w-16rem"
            pt={DROPDOWN_READER_PT}
          />
        </div>
        <div className="flex align-items-center gap-2 pb-2">
          <Checkbox inputId={`${id}-flow`} checked={bothChosen && fromTicketFlow} disabled={!bothChosen} onChange={(e) => setFromTicketFlow(Boolean(e.checked))} aria-describedby={`${id}-flow-hint`} />
          <label htmlFor={`${id}-flow`}>{t('catalogues.statusFlow.fromTicketFlow')}</label>
        </div>
      </div>
      <p id={`${id}-flow-hint`} className="m-0 text-sm text-color-secondary">
        {t(bothChosen ? 'catalogues.statusFlow.flowReady' : 'catalogues.statusFlow.flowNeedsBoth')}
      </p>
      <RequestError error={statuses.error} onRetry={statuses.refetch} />
      <ul aria-label={t('catalogues.statusFlow.list')} aria-busy={statuses.isFetching} className="list-none m-0 p-0 flex flex-wrap gap-2">
        {rows.map((s) => (
          <li key={s.id}>
            <StatusChip name={s.name} hexColor={s.hexColor} />
          </li>
        ))}
      </ul>
      {!statuses.isFetching && !statuses.error && rows.length === 0 && <p className="m-0">{t('catalogues.statusFlow.empty')}</p>}
    </section>
  );
}
