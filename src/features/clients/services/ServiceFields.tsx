import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, FlagInput, NumberInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useClientProjectOptions, usePriceTypeOptions, useServiceTypeOptions } from './serviceOptions';
import { REMOTE_SERVICE_TYPE, type ServiceValues } from './serviceSchema';

const L = LIMITS.clients;

/** The service dialog's fields (the schema holds the rules; no min or max on the numbers, so a value out of range is explained, not clamped). */
export function ServiceFields({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<ServiceValues>();
  const types = useServiceTypeOptions();
  const projects = useClientProjectOptions(clientId);
  const priceTypes = usePriceTypeOptions();
  const label = (field: string) => t(`clients.services.fields.${field}`);
  const forcedRemote = values.serviceTypeId === REMOTE_SERVICE_TYPE;
  // Spec 000 section 4: the launch type is always attended remotely, so its switch turns on by itself.
  useEffect(() => {
    if (forcedRemote && !values.remoteWork) void setFieldValue('remoteWork', true);
  }, [forcedRemote, values.remoteWork, setFieldValue]);
  return (
    <>
      <div className="grid">
        <div className="col-12 md:col-4">
          <TextInput name="number" label={label('number')} max={L.serviceNumberMax} required autoFocus />
        </div>
        <div className="col-12 md:col-8">
          <TextInput name="name" label={label('name')} max={L.serviceNameMax} required />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="serviceTypeId" label={label('serviceTypeId')} source={types} required />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="projectId" label={label('projectId')} source={projects} required />
        </div>
        <div className="col-12 md:col-6">
          <ChoiceInput name="priceType" label={label('priceType')} source={priceTypes} required />
        </div>
        <div className="col-12 md:col-6">
          <NumberInput name="cost" label={label('cost')} money required />
        </div>
        <div className="col-12 md:col-4">
          <NumberInput name="attentionTime" label={label('attentionTime')} hint={t('clients.services.hints.attentionTime')} required />
        </div>
        <div className="col-12 md:col-4">
          <NumberInput name="expirationTime" label={label('expirationTime')} hint={t('clients.services.hints.expirationTime')} required />
        </div>
        <div className="col-12 md:col-4">
          <NumberInput name="timeLimitHours" label={label('timeLimitHours')} decimals={LIMITS.numbers.decimals} hint={t('clients.services.hints.timeLimitHours')} required />
        </div>
      </div>
      <TextAreaInput name="description" label={label('description')} max={L.serviceDescriptionMax} required />
      <FlagInput name="remoteWork" label={label('remoteWork')} as="switch" />
      {forcedRemote && <small className="text-700 -mt-2">{t('clients.services.hints.forcedRemote')}</small>}
      <FlagInput name="enabled" label={label('enabled')} as="switch" />
    </>
  );
}
