import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import { ChoiceInput, FlagInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useClientServiceOptions, useCriticalityOptions, useMeasureOptions, useStatusOptions } from './escalationOptions';
import type { EscalationValues } from './escalationSchema';
import { LevelsFields } from './LevelsFields';

/** The rule's dialog: what it watches (client, service, criticality, what is measured), then its levels. */
export function EscalationFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<EscalationValues>();
  const clients = useEnabledClientOptions();
  const services = useClientServiceOptions(values.clientId);
  const criticalities = useCriticalityOptions();
  const measures = useMeasureOptions();
  const statuses = useStatusOptions();
  const label = (field: string) => t(`escalations.fields.${field}`);
  // Another client's services are not this one's; a rule by SLA spent times no status.
  const clientPicked = () => void setFieldValue('serviceId', null);
  const measurePicked = (measure: unknown) => {
    if (measure === 'SlaSpent') void setFieldValue('statusId', null);
  };
  return (
    <>
      <TextInput name="name" label={t('catalogues.fields.name')} max={LIMITS.escalations.nameMax} required autoFocus />
      <div className="grid">
        <div className="col-12 md:col-6">
          <ChoiceInput name="clientId" label={t('catalogues.fields.clientId')} source={clients} required onPicked={clientPicked} />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="serviceId" label={label('service')} source={services} clearable disabled={values.clientId === null}
            placeholder={t(values.clientId === null ? 'escalations.form.clientFirst' : 'escalations.all.services')} />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="criticalityId" label={label('criticality')} source={criticalities} clearable placeholder={t('escalations.all.criticalities')} />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="measure" label={label('measure')} source={measures} required onPicked={measurePicked} />
        </div>
        {values.measure === 'TimeInStatus' && (
          <div className="col-12 md:col-6">
            <ChoiceInput name="statusId" label={label('status')} source={statuses} required />
          </div>
        )}
      </div>
      <FlagInput name="enabled" label={t('catalogues.fields.enabled')} as="switch" />
      <LevelsFields />
    </>
  );
}
