import { Button } from 'primereact/button';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useBoundField } from '../../shared/forms/fields/useBoundField';
import type { KitValues, PickedComponent } from './kitSchema';
import { SerialPicker } from './SerialPicker';

/** A new kit's components: picked by serial at its warehouse, listed, each removable; the form's rule asks for at least one. */
export function KitComponentsField() {
  const { t } = useTranslation();
  const { values } = useFormikContext<KitValues>();
  const { error, helpers, disabled } = useBoundField<PickedComponent[]>('components');
  const picked = values.components;
  const place = values.warehouseId === null ? null : { placeType: 'Warehouse' as const, placeId: values.warehouseId };
  return (
    <>
      <SerialPicker
        place={place}
        picked={picked.map((c) => c.serialNumber)}
        error={error ?? undefined}
        disabled={disabled}
        onPick={(c) => helpers.setValue([...picked, { productId: c.productId, serialNumber: c.serialNumber, description: c.description }])}
      />
      <ul className="list-none p-0 m-0" aria-label={t('kits.fields.components')}>
        {picked.map((c) => (
          <li key={c.productId} className="flex align-items-center gap-2 py-1">
            <span className="flex-1">{`${c.serialNumber} · ${c.description}`}</span>
            <Button type="button" text icon="pi pi-times" aria-label={t('kits.actions.removeComponent', { serial: c.serialNumber })} disabled={disabled}
              onClick={() => void helpers.setValue(picked.filter((p) => p.productId !== c.productId))} />
          </li>
        ))}
      </ul>
    </>
  );
}
