import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { catalogApi, type ClientProfileRead as Client, type ClientServiceRead as Service } from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { formatMoney } from '../../../shared/format/money';
import { useResourceActions } from '../../../shared/resource/useResourceActions';
import { DetailTable, type DetailColumn } from '../../../shared/ui/DetailTable';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { serviceActions, serviceNameOf } from './serviceActions';

/** One client's services (reached from its row): each with its SLA and price, and the actions that edit it, its schedule and its rules. */
export function ClientServicesDialog({ client, onHide }: { client: Client; onHide: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const read = catalogApi.endpoints.getCatalogServices.useQuery({ clientId: client.id });
  const { rowActions, pageActions } = useMemo(() => serviceActions(client.id), [client.id]);
  const actions = useResourceActions<Service>({ rowActions, pageActions, rowName: serviceNameOf, can });

  const title = t('clients.services.title', { name: client.name });
  // The contract gives the cost without its currency: two decimals in the user's way of writing numbers.
  const label = (field: string) => t(`clients.services.fields.${field}`);
  const columns: DetailColumn<Service>[] = [
    { header: label('number'), cell: (s) => s.number },
    { header: label('name'), cell: (s) => s.name },
    { header: label('serviceTypeId'), cell: (s) => s.serviceTypeName ?? '—' },
    { header: label('attentionTime'), cell: (s) => t('clients.services.hours', { count: s.attentionTime }) },
    { header: label('expirationTime'), cell: (s) => t('clients.services.hours', { count: s.expirationTime }) },
    { header: label('priceType'), cell: (s) => `${t(`clients.services.priceTypes.${s.priceType}`)} · ${formatMoney(s.cost)}` },
    { header: label('remoteWork'), cell: (s) => t(s.remoteWork ? 'clients.services.yes' : 'clients.services.no') },
    { header: label('enabled'), cell: (s) => t(s.enabled ? 'clients.filter.enabled' : 'clients.filter.disabled') },
    ...(actions.column ? [{ header: actions.column.header, cell: actions.column.body }] : []),
  ];
  return (
    <ModalDialog header={title} onHide={onHide} width="64rem">
      {actions.create && <Button type="button" icon="pi pi-plus" label={actions.create.label} onClick={actions.create.onClick} />}
      <DetailTable<Service> title={title} read={{ rows: read.data?.data, isLoading: read.isLoading, error: read.error, refetch: read.refetch }}
        columns={columns} rowKey={(s) => s.id} empty={t('clients.services.empty')} />
      {actions.dialog}
    </ModalDialog>
  );
}
