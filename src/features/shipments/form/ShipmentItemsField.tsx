import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetShipmentAvailableItemsQuery } from '../../../api/tags/inventory';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useBoundField } from '../../../shared/forms/fields/useBoundField';
import { ItemPicker } from './ItemPicker';
import type { ShipmentValues } from './shipmentSchema';

interface Row {
  key: string;
  kind: string;
  name: string;
  quantity: number;
  remove: () => void;
}

/**
 * The items of a new shipment (spec 001 section 5): components by serial number, kits and supplies with
 * a quantity, from what the origin holds and no open shipment has taken. At least one item; none twice.
 */
export function ShipmentItemsField() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const form = useFormikContext<ShipmentValues>();
  const { format, originId, components, kits, supplies } = form.values;
  const itemsError = useBoundField('supplies').error;
  const available = useGetShipmentAvailableItemsQuery(
    { format: format ?? 1, originId: originId ?? 0 },
    { skip: format === null || originId === null },
  );
  const stock = available.currentData?.data;
  const disabled = format === null || originId === null;

  const set = (changes: Partial<ShipmentValues>) => void form.setValues({ ...form.values, ...changes });
  const componentOf = (id: number) => stock?.components.find((c) => c.productId === id);
  const kitOf = (id: number) => stock?.kits.find((k) => k.kitId === id);
  const supplyOf = (id: number) => stock?.supplies.find((s) => s.supplyId === id);
  const rows: Row[] = [
    ...components.map((id) => ({
      key: `c${id}`,
      kind: t('shipments.itemType.Component'),
      name: `${componentOf(id)?.serialNumber ?? id} · ${componentOf(id)?.description ?? ''}`,
      quantity: 1,
      remove: () => set({ components: components.filter((c) => c !== id) }),
    })),
    ...kits.map((id) => ({
      key: `k${id}`,
      kind: t('shipments.itemType.Kit'),
      name: `${kitOf(id)?.number ?? id} · ${kitOf(id)?.name ?? ''}`,
      quantity: 1,
      remove: () => set({ kits: kits.filter((k) => k !== id) }),
    })),
    ...supplies.map((line) => ({
      key: `s${line.supplyId}`,
      kind: t('shipments.itemType.Supply'),
      name: supplyOf(line.supplyId)?.name ?? String(line.supplyId),
      quantity: line.quantity,
      remove: () => set({ supplies: supplies.filter((s) => s.supplyId !== line.supplyId) }),
    })),
  ];

  return (
    <fieldset className="border-1 surface-border border-round p-3 flex flex-column gap-3 m-0">
      <legend className="font-semibold px-2">{t('shipments.items.title')}</legend>
      {available.error && (
        <p role="alert" className="p-error m-0">
          {errorMessage(available.error)}
        </p>
      )}
      <ItemPicker
        label={t('shipments.items.component')}
        options={(stock?.components ?? []).map((c) => ({
          value: c.productId,
          label: `${c.serialNumber} · ${c.description}`,
        }))}
        added={components}
        onAdd={(id) => set({ components: [...components, id] })}
        loading={available.isFetching}
        disabled={disabled}
      />
      <ItemPicker
        label={t('shipments.items.kit')}
        options={(stock?.kits ?? []).map((k) => ({
          value: k.kitId,
          label: `${k.number} · ${k.name}`,
        }))}
        added={kits}
        onAdd={(id) => set({ kits: [...kits, id] })}
        loading={available.isFetching}
        disabled={disabled}
      />
      <ItemPicker
        label={t('shipments.items.supply')}
        options={(stock?.supplies ?? []).map((s) => ({
          value: s.supplyId,
          label: `${s.name} (${s.available} ${s.unitOfMeasurement})`,
          available: s.available,
        }))}
        added={supplies.map((s) => s.supplyId)}
        onAdd={(supplyId, quantity) => set({ supplies: [...supplies, { supplyId, quantity }] })}
        loading={available.isFetching}
        disabled={disabled}
        withQuantity
      />
      <table className="w-full" aria-label={t('shipments.items.title')}>
        <thead>
          <tr className="text-left">
            <th scope="col">{t('shipments.items.kind')}</th>
            <th scope="col">{t('shipments.items.name')}</th>
            <th scope="col">{t('shipments.fields.quantity')}</th>
            <th scope="col">
              <span className="p-hidden-accessible">{t('shipments.actions.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="text-600">
                {t('shipments.items.none')}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.kind}</td>
              <td>{row.name}</td>
              <td>{row.quantity}</td>
              <td>
                <button
                  type="button"
                  className="p-button p-button-text p-button-sm"
                  onClick={row.remove}
                  aria-label={t('shipments.actions.removeItem', {
                    name: row.name,
                  })}
                >
                  <span className="pi pi-trash" aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {itemsError && (
        <p role="alert" className="p-error m-0">
          {itemsError}
        </p>
      )}
    </fieldset>
  );
}
