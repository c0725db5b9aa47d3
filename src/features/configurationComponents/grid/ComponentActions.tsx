import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useGetProductStatusConfigurationQuery, type ProductRead as Product } from '../../../api/tags/product';
import { useAccessList } from '../../../auth/useAccessList';
import { isOffered, NAMED_CALLS, type NamedCall } from './namedStatusCalls';
import { NamedStatusDialog } from './NamedStatusDialog';

/** The x-permissions of sendProductToWarehouse, markProductDamaged and markProductDamagedClientProperty. */
const CALL_PERMISSIONS = ['ProductStatusChange'];

/** The named status calls the user may make and the status configuration allows for this component, each through its dialog. */
export function ComponentActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const access = useAccessList();
  // Only once the list is read: a check against an empty list passes (spec 001 section 6).
  const allowed = !access.isLoading && access.can(CALL_PERMISSIONS);
  const configuration = useGetProductStatusConfigurationQuery(undefined, { skip: !allowed });
  const [open, setOpen] = useState<NamedCall | null>(null);
  const data = configuration.data?.data;
  const offered = allowed && data ? NAMED_CALLS.filter((call) => isOffered(call, product, data)) : [];
  return (
    <>
      {offered.length > 0 && (
        <div role="group" aria-label={t('components.detail.calls.label')} className="flex flex-wrap gap-2 mt-3">
          {offered.map((call) => (
            <Button key={call.id} type="button" outlined size="small" icon={call.icon} label={t(`components.detail.calls.${call.id}.button`)}
              severity={call.id === 'sendToWarehouse' ? undefined : 'danger'} aria-haspopup="dialog" onClick={() => setOpen(call)} />
          ))}
        </div>
      )}
      {/* Outside the group: the call may change what is offered while its dialog closes. */}
      {open && <NamedStatusDialog call={open} product={product} onHide={() => setOpen(null)} />}
    </>
  );
}
