import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../shared/forms/fields';
import { oldestRequestDate } from './createTicketSchema';

/**
 * When the request was really received, for a ticket registered late (sent as the Request-Date
 * header). Optional; not later than now nor earlier than a year and a day. Date-time input as the
 * spec writes it: DD/MM/YYYY HH:mm in Spanish, MM/DD/YYYY HH:mm otherwise.
 */
export function RequestDateField({ now }: { now: Date }) {
  const { t } = useTranslation();
  return (
    <DateInput name="requestDate" label={t('ticketCreate.fields.requestDate')} hint={t('ticketCreate.requestDateHint')} showTime byLanguage
      minDate={oldestRequestDate(now)} maxDate={now} />
  );
}
