import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../shared/i18n/localeOf';
import { LazyClusterMap, type MapPoint } from '../../../shared/map/LazyClusterMap';
import { Spinner } from '../../../shared/ui/firstPaint/Spinner';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { LIMITS } from '../../../shared/validation/limits';

interface Coordinates {
  latitude: number | null;
  longitude: number | null;
}

const PICKED = 'picked';
const PICKED_COLOR = '#1D4ED8';
/** To the decimals the form keeps (about 11 cm), so what the map gives passes the field's own rule. */
const round = (value: number) => Number(value.toFixed(LIMITS.locations.coordinateDecimals));
const pointOf = ({ latitude, longitude }: Coordinates): MapPoint[] =>
  latitude === null || longitude === null ? [] : [{ latitude, longitude, status: PICKED }];

/**
 * "Pick on the map" beside a location's latitude and longitude: the shared map in a dialog, the point the form
 * holds drawn on it; a click on the map moves it there, and "use this point" writes it into the form. Typing the
 * numbers stays the keyboard's way.
 */
export function MapPointPicker() {
  const { t, i18n } = useTranslation();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Coordinates>();
  const [picked, setPicked] = useState<Coordinates | null>(null);
  const open = picked !== null;
  const points = useMemo(() => (picked ? pointOf(picked) : []), [picked]);
  const statuses = useMemo(() => [{ key: PICKED, label: t('locations.pick.point'), color: PICKED_COLOR }], [t]);
  const pick = useCallback(({ latitude, longitude }: { latitude: number; longitude: number }) => setPicked({ latitude: round(latitude), longitude: round(longitude) }), []);
  const pointLabel = useCallback(() => t('locations.pick.point'), [t]);
  const renderPopup = useCallback((p: MapPoint) => <span>{`${p.latitude}, ${p.longitude}`}</span>, []);

  const use = async () => {
    await setFieldValue('latitude', picked!.latitude);
    await setFieldValue('longitude', picked!.longitude);
    await setFieldTouched('latitude', true);
    await setFieldTouched('longitude', true);
    setPicked(null);
  };
  const format = (n: number) => n.toLocaleString(localeOf(i18n.language), { maximumFractionDigits: LIMITS.locations.coordinateDecimals });
  const chosen = picked && points.length > 0 ? t('locations.pick.chosen', { latitude: format(picked.latitude!), longitude: format(picked.longitude!) }) : t('locations.pick.none');

  return (
    <>
      <Button type="button" icon="pi pi-map-marker" label={t('locations.pick.open')} outlined size="small" onClick={() => setPicked({ latitude: values.latitude, longitude: values.longitude })} />
      {open && (
        <ModalDialog
          header={t('locations.pick.title')}
          onHide={() => setPicked(null)}
          width="56rem"
          footer={
            <>
              <Button type="button" label={t('dialog.cancel')} outlined onClick={() => setPicked(null)} />
              <Button type="button" label={t('locations.pick.use')} disabled={points.length === 0} onClick={() => void use()} />
            </>
          }
        >
          <p role="status" className="mt-0">{chosen}</p>
          <Suspense fallback={<Spinner label={t('map.loading')} />}>
            <LazyClusterMap
              points={points}
              statuses={statuses}
              label={t('locations.pick.label')}
              pointLabel={pointLabel}
              renderPopup={renderPopup}
              onMapClick={pick}
              emptyMessage={t('locations.pick.hint')}
            />
          </Suspense>
        </ModalDialog>
      )}
    </>
  );
}
