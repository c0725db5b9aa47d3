import { useId } from 'react';
import type { FormikProps } from 'formik';
import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';
import { type CreateTicketValues, oldestRequestDate } from './createTicketSchema';
import { describedBy, FormField } from '../../../shared/forms/FormField';
import { useFieldError } from './useFieldError';

/**
 * When the request was really received, for a ticket registered late (sent as the Request-Date
 * header). Optional; not later than now nor earlier than a year and a day. Date-time input as the
 * spec writes it: DD/MM/YYYY HH:mm in Spanish, MM/DD/YYYY HH:mm otherwise.
 */
export function RequestDateField({ form, now }: { form: FormikProps<CreateTicketValues>; now: Date }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorOf = useFieldError(form);
  const error = errorOf('requestDate');
  return (
    <FormField id={id} label={t('ticketCreate.fields.requestDate')} error={error} hint={t('ticketCreate.requestDateHint')}>
      <Calendar
        inputId={id}
        value={form.values.requestDate}
        onChange={(e) => {
          void form.setFieldTouched('requestDate', true, false);
          void form.setFieldValue('requestDate', e.value ?? null);
        }}
        showTime
        hourFormat="24"
        dateFormat={i18n.language === 'es' ? 'dd/mm/yy' : 'mm/dd/yy'}
        minDate={oldestRequestDate(now)}
        maxDate={now}
        showIcon
        showButtonBar
        className="w-full"
        inputClassName={error ? 'p-invalid' : undefined}
        pt={{ input: { root: { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, error, true) } as object } }}
      />
    </FormField>
  );
}
