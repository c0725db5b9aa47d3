import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { selectSessionUser } from '../../../auth/sessionSlice';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppSelector } from '../../../core/store/hooks';
import { CatalogDropdown } from '../../../shared/forms/CatalogDropdown';
import { useBoundField } from '../../../shared/forms/fields/useBoundField';
import { formatsForRole, type ShipmentFormat } from '../../../domain/shipments/shipmentTypes';
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
  const errorMessage = useApiErrorMessage();
  const user = useAppSelector(selectSessionUser);
  const form = useFormikContext<ShipmentValues>();
  const { format, originId } = form.values;
  const fields = {
    format: useBoundField('format'),
    origin: useBoundField('originId'),
    destination: useBoundField('destinationId'),
  };
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

  const change = (changes: Partial<ShipmentValues>) => void form.setValues({ ...form.values, ...changes });
  const options = (places: { id: number; label: string }[]) => places.map((p) => ({ value: p.id, label: p.label }));
  const loadError = (error: unknown) => (error ? errorMessage(error) : null);

  return (
    <>
      <CatalogDropdown
        id={fields.format.id}
        label={t('shipments.fields.format')}
        value={format}
        options={formatsForRole(user?.role).map((f) => ({
          value: f,
          label: t(`shipments.format.${f}`),
        }))}
        onChange={(value) =>
          change({
            format: value as ShipmentFormat,
            originId: null,
            destinationId: null,
            ...NO_ITEMS,
          })
        }
        placeholder={t('shipments.placeholders.format')}
        emptyMessage={t('shipments.empty.formats')}
        error={fields.format.error}
      />
      <CatalogDropdown
        id={fields.origin.id}
        label={t('shipments.fields.origin')}
        value={originId}
        options={options(origins.places)}
        onChange={(value) => change({ originId: value, destinationId: null, ...NO_ITEMS })}
        placeholder={t(format === null ? 'shipments.placeholders.formatFirst' : 'shipments.placeholders.origin')}
        emptyMessage={t('shipments.empty.origins')}
        loading={origins.loading}
        disabled={format === null}
        loadError={loadError(origins.error)}
        error={fields.origin.error}
      />
      <CatalogDropdown
        id={fields.destination.id}
        label={t('shipments.fields.destination')}
        value={form.values.destinationId}
        options={options(destinations.places)}
        onChange={(value) => change({ destinationId: value })}
        placeholder={t(originId === null ? 'shipments.placeholders.originFirst' : 'shipments.placeholders.destination')}
        emptyMessage={t('shipments.empty.destinations')}
        loading={destinations.loading}
        disabled={originId === null}
        loadError={loadError(destinations.error)}
        error={fields.destination.error}
      />
    </>
  );
}
