import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useUpdateIndicatorBandsMutation, type IndicatorBandsRead } from '../../../api/tags/insight';
import { limitsOf } from '../../../domain/kpis/bands/indicatorBands';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import { NumberInput } from '../../../shared/forms/fields';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { LIMITS } from '../../../shared/validation/limits';
import { useToast } from '../../../shared/ui/ToastProvider';
import { BandBar } from '../bands/BandBar';
import { bandLimitFields, type BandLimitValues } from '../bands/bandSchema';

type IndicatorValues = BandLimitValues & Versioned;

const valuesOf = (bands: IndicatorBandsRead): IndicatorValues => ({ ...limitsOf(bands.bands), rowVersion: bands.rowVersion });
const schema = yup.object(bandLimitFields);
const { min, max, decimals } = LIMITS.indicators;

/** Green max and amber max; the other limits follow (green from 0, amber and red a step after, red to 100). */
export function IndicatorForm({ bands }: { bands: IndicatorBandsRead }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [update] = useUpdateIndicatorBandsMutation();
  const save = async (values: IndicatorValues) => {
    await update({ indicatorBandsUpdate: { greenMax: values.greenMax!, amberMax: values.amberMax!, rowVersion: sentVersion(values) } }).unwrap();
    toast({ severity: 'success', summary: t('indicators.saved') });
  };
  const page = usePageForm({ initialValues: valuesOf(bands), valuesOf, schema, onSubmit: save });
  const { greenMax, amberMax } = page.form.values;
  const fixed = (value: number | null) => (value === null ? '—' : value.toFixed(decimals));
  return (
    <PageForm page={page} aria-label={t('routes.catalog_Indicators')} failureTitle={t('indicators.saveError')} submitLabel={t('indicators.save')} submitIcon="pi pi-save"
      className="surface-card border-round shadow-1 p-3">
      <BandBar greenMax={greenMax} amberMax={amberMax} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '1rem' }}>
        <fieldset className="border-1 surface-border border-round p-2">
          <legend>{t('indicators.green')}</legend>
          <p className="m-0 mb-2">{t('indicators.min', { value: min.toFixed(decimals) })}</p>
          <NumberInput name="greenMax" label={t('indicators.greenMax')} required decimals={decimals} />
        </fieldset>
        <fieldset className="border-1 surface-border border-round p-2">
          <legend>{t('indicators.amber')}</legend>
          <p className="m-0 mb-2">{t('indicators.min', { value: greenMax === null ? '—' : fixed(greenMax + LIMITS.indicators.step) })}</p>
          <NumberInput name="amberMax" label={t('indicators.amberMax')} required decimals={decimals} />
        </fieldset>
        <fieldset className="border-1 surface-border border-round p-2">
          <legend>{t('indicators.red')}</legend>
          <p className="m-0 mb-2">{t('indicators.min', { value: amberMax === null ? '—' : fixed(amberMax + LIMITS.indicators.step) })}</p>
          <p className="m-0">{t('indicators.max', { value: max.toFixed(decimals) })}</p>
        </fieldset>
      </div>
    </PageForm>
  );
}
