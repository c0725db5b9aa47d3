import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { selectSessionUser } from '../../../auth/sessionSlice';
import { useAppSelector } from '../../../core/store/hooks';
import { ChoiceInput } from '../../../shared/forms/fields';
import { formatsForRole } from '../../../domain/shipments/shipmentTypes';
import type { ShipmentValues } from './shipmentSchema';
import { useShipmentPlaces } from './useShipmentPlaces';

const NO_ITEMS = { components: [], kits: [], supplies: [] };

/**
 * Type, origin and destination (spec 001 sections 4 and 6). The types offered follow the role; the
 * origins follow the type, and an engineer's own task force is preselected; the destinations follow
 * type and origin. Changing the type resets origin, destination and the items (they came from the
 * origin); changing the origin resets the destination and the items.
 */
export function PlaceFields() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const form = useFormikContext<ShipmentValues>();
  const { format, originId } = form.values;
  const { origins, destinations } = useShipmentPlaces(format, originId);

  const own = user?.role === 'ENG' ? origins.places.find((p) => p.responsibleId === user.userId) : undefined;
  useEffect(() => {
    if (own && originId === null)
      void form.setValues({
        ...form.values,
        originId: own.id,
        destinationId: null,
        ...NO_ITEMS,
      });
  }, [own, originId, form]);

  // What a pick leaves behind: the picks and items that depended on the old value.
  const reset = (changes: Partial<ShipmentValues>) => Object.entries(changes).forEach(([field, value]) => void form.setFieldValue(field, value));
  const source = (places: { places: { id: number; label: string }[]; loading: boolean; error: unknown }) => ({
    options: places.places.map((p) => ({ value: p.id, label: p.label })),
    loading: places.loading,
    error: places.error,
  });
  const formats = formatsForRole(user?.role).map((f) => ({ value: f, label: t(`shipments.format.${f}`) }));

  return (
    <>
      <ChoiceInput
        name="format"
        label={t('shipments.fields.format')}
        source={{ options: formats, loading: false, error: null }}
        required
        placeholder={t('shipments.placeholders.format')}
        emptyMessage={t('shipments.empty.formats')}
        onPicked={() => reset({ originId: null, destinationId: null, ...NO_ITEMS })}
      />
      <ChoiceInput
        name="originId"
        label={t('shipments.fields.origin')}
        source={source(origins)}
        required
        placeholder={t(format === null ? 'shipments.placeholders.formatFirst' : 'shipments.placeholders.origin')}
        emptyMessage={t('shipments.empty.origins')}
        disabled={format === null}
        onPicked={() => reset({ destinationId: null, ...NO_ITEMS })}
      />
      <ChoiceInput
        name="destinationId"
        label={t('shipments.fields.destination')}
        source={source(destinations)}
        required
        placeholder={t(originId === null ? 'shipments.placeholders.originFirst' : 'shipments.placeholders.destination')}
        emptyMessage={t('shipments.empty.destinations')}
        disabled={originId === null}
      />
    </>
  );
}
