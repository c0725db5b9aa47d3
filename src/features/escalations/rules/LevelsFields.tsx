import { useFormikContext } from 'formik';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, NumberInput } from '../../../shared/forms/fields';
import { localeOf } from '../../../shared/i18n/localeOf';
import { LIMITS } from '../../../shared/validation/limits';
import { useUserOptions } from './escalationOptions';
import { NEW_LEVEL, thresholdMax, type EscalationValues } from './escalationSchema';

const { levelsMax, usersPerLevelMax } = LIMITS.escalations;

/**
 * The rule's levels, numbered from 1: each a threshold (minutes or SLA %, as the rule measures) and the users
 * told. A level is added up to the service's maximum, and removed anywhere (those after it move up one).
 */
export function LevelsFields() {
  const { t, i18n } = useTranslation();
  const { values, setFieldValue } = useFormikContext<EscalationValues>();
  const users = useUserOptions();
  const { levels, measure } = values;
  const full = levels.length >= levelsMax;
  const unit = t(`escalations.units.${measure}`);
  const add = () => void setFieldValue('levels', [...levels, NEW_LEVEL]);
  const remove = (index: number) => void setFieldValue('levels', levels.filter((_, i) => i !== index));
  return (
    <fieldset className="border-1 surface-border border-round p-3 flex flex-column gap-2">
      <legend className="font-semibold px-2">{t('escalations.fields.levels')}</legend>
      {levels.map((_, index) => {
        const level = index + 1;
        return (
          <div key={index} role="group" aria-label={t('escalations.form.level', { level })} className="grid align-items-start">
            <div className="col-12 md:col-4">
              <NumberInput name={`levels.${index}.threshold`} label={t('escalations.form.threshold', { level, unit })} required
                hint={t('escalations.form.thresholdHint', { max: thresholdMax(measure).toLocaleString(localeOf(i18n.language)), unit })} />
            </div>
            <div className="col-12 md:col-7">
              <ChoiceInput name={`levels.${index}.userIds`} label={t('escalations.form.users', { level })} source={users} multiple required
                hint={t('escalations.form.usersHint', { max: usersPerLevelMax })} />
            </div>
            {levels.length > 1 && (
              <div className="col-12 md:col-1 flex md:pt-5">
                <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('escalations.form.removeLevel', { level })} onClick={() => remove(index)} />
              </div>
            )}
          </div>
        );
      })}
      <div className="flex align-items-center gap-3">
        <Button type="button" icon="pi pi-plus" label={t('escalations.form.addLevel')} outlined disabled={full} onClick={add} />
        {full && <small className="text-700">{t('escalations.form.levelsFull', { max: levelsMax })}</small>}
      </div>
    </fieldset>
  );
}
