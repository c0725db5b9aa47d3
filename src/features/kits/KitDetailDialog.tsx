import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  useAddKitComponentsMutation,
  useGetKitByIdQuery,
  useGetKitTrackingQuery,
  useRemoveKitComponentsMutation,
  type KitTrackingEntry,
  type ProductRead,
} from '../../api/tags/product';
import { useAccessList } from '../../auth/useAccessList';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { KIT_STATE_RULES } from '../../domain/kits/kitStates';
import { formatUtcDateTime } from '../../shared/format/dateTime';
import { DetailTable } from '../../shared/ui/DetailTable';
import { FactList } from '../../shared/ui/FactList';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import { RequestError } from '../../shared/ui/RequestError';
import { useToast } from '../../shared/ui/ToastProvider';
import { SerialPicker } from './SerialPicker';

const WRITE = ['KitUpdate'];

/**
 * A kit with its components and its history (spec 001 section 7: kits with components and tracking). Where its state
 * allows (KIT_STATE_RULES) and the user may, components are added by serial at the kit's place or taken out; the
 * last one stays (the service says so), as a kit is disassembled instead.
 */
export function KitDetailDialog({ kitId, onHide }: { kitId: number; onHide: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const toast = useToast();
  const messageOf = useApiErrorMessage();
  const kit = useGetKitByIdQuery({ id: kitId });
  const tracking = useGetKitTrackingQuery({ id: kitId });
  const [add] = useAddKitComponentsMutation();
  const [remove, removing] = useRemoveKitComponentsMutation();

  const data = kit.data?.data;
  const editable = Boolean(data && KIT_STATE_RULES[data.state].editComponents && can(WRITE) && (data.placeType === 'Warehouse' || data.placeType === 'TaskForce'));
  const refused = (error: unknown) => toast({ severity: 'error', summary: messageOf(error) });

  const addOne = (c: ProductRead) => add({ id: kitId, kitComponentsChange: { productIds: [c.productId] } }).unwrap().catch(refused);
  const removeOne = (c: ProductRead) => remove({ id: kitId, kitComponentsChange: { productIds: [c.productId] } }).unwrap().catch(refused);
  const eventText = (e: KitTrackingEntry) =>
    e.eventCode === 'Movement' ? t(`inventory.movementTypes.${e.movementCode}`) : t(`kits.events.${e.eventCode}`, { serial: e.serialNumber ?? '' });

  return (
    <ModalDialog header={data ? t('kits.detail.title', { number: data.number, name: data.name }) : t('kits.detail.loading')} onHide={onHide} width="60rem" loading={kit.isLoading}>
      <RequestError error={kit.error} onRetry={() => void kit.refetch()} />
      {data && (
        <>
          <FactList facts={[
            [t('kits.fields.number'), data.number], [t('kits.fields.state'), t(`kits.states.${data.state}`)],
            [t('kits.fields.place'), data.placeName], [t('kits.fields.description'), data.description || '---'],
          ]} />
          {editable && (
            <SerialPicker place={{ placeType: data.placeType as 'Warehouse' | 'TaskForce', placeId: data.placeId }} picked={data.components.map((c) => c.serialNumber)} onPick={addOne} />
          )}
          <DetailTable<ProductRead>
            title={t('kits.fields.components')}
            read={{ rows: data.components, isLoading: false, refetch: kit.refetch }}
            rowKey={(c) => c.productId}
            empty={t('kits.detail.noComponents')}
            columns={[
              { header: t('kits.fields.serial'), cell: (c) => c.serialNumber },
              { header: t('kits.fields.description'), cell: (c) => c.description },
              { header: t('kits.fields.componentStatus'), cell: (c) => c.componentStatusName },
              ...(editable
                ? [{ header: t('kits.detail.actions'), cell: (c: ProductRead) => (
                    <Button type="button" text icon="pi pi-minus-circle" disabled={removing.isLoading} aria-label={t('kits.actions.removeComponent', { serial: c.serialNumber })} onClick={() => void removeOne(c)} />
                  ) }]
                : []),
            ]}
          />
        </>
      )}
      <DetailTable<KitTrackingEntry>
        title={t('kits.detail.tracking')}
        read={{ rows: tracking.data?.data, isLoading: tracking.isLoading, error: tracking.error, refetch: tracking.refetch }}
        rowKey={(e) => `${e.dateTime}-${e.eventCode}-${e.movementCode ?? ''}-${e.serialNumber ?? ''}-${e.shipmentId ?? ''}`}
        empty={t('kits.detail.noTracking')}
        columns={[
          { header: t('kits.detail.date'), cell: (e) => formatUtcDateTime(e.dateTime) },
          { header: t('kits.detail.event'), cell: eventText },
          { header: t('kits.detail.from'), cell: (e) => e.fromPlaceName ?? '---' },
          { header: t('kits.detail.to'), cell: (e) => e.toPlaceName ?? '---' },
          { header: t('kits.detail.user'), cell: (e) => e.userFullName ?? '---' },
        ]}
      />
    </ModalDialog>
  );
}
