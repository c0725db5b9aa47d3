import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, NumberInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { BandBar } from '../bands/BandBar';
import { useKpiGroupOptions, useKpiParameters } from './kpiOptions';
import { FormulaInput } from './FormulaInput';
import type { KpiValues } from './kpiSchema';

const { nameMax, categoryMax } = LIMITS.kpis;
const { decimals } = LIMITS.indicators;

/** The KPI dialog's fields: what it is, how often it is measured, its formula and its traffic-light limits. */
export function KpiFields() {
  const { t } = useTranslation();
  const groups = useKpiGroupOptions();
  const { parameters } = useKpiParameters();
  const { values } = useFormikContext<KpiValues>();
  const label = (field: string) => t(`kpis.fields.${field}`);
  return (
    <>
      <ChoiceInput name="kpiGroupId" label={label('kpiGroupId')} source={groups} required />
      <div className="grid">
        <div className="col-12 md:col-6">
          <TextInput name="category" label={label('category')} max={categoryMax} required />
        </div>
        <div className="col-12 md:col-6">
          <TextInput name="name" label={label('name')} max={nameMax} required />
        </div>
      </div>
      {/* No max on the control: a cycle past the limit is kept and explained, not silently clamped. */}
      <NumberInput name="cycleDays" label={label('cycleDays')} required hint={t('kpis.cycleHint', { max: LIMITS.kpis.cycleDaysMax })} />
      <FormulaInput codes={parameters.map((p) => p.code)} />
      <fieldset className="border-1 surface-border border-round p-2 flex flex-column gap-2">
        <legend>{t('kpis.limits')}</legend>
        <BandBar greenMax={values.greenMax} amberMax={values.amberMax} />
        <div className="grid">
          <div className="col-12 md:col-6">
            <NumberInput name="greenMax" label={label('greenMax')} required decimals={decimals} />
          </div>
          <div className="col-12 md:col-6">
            <NumberInput name="amberMax" label={label('amberMax')} required decimals={decimals} />
          </div>
        </div>
      </fieldset>
    </>
  );
}
