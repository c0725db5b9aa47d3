import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FlagInput, TextInput } from '../../../shared/forms/fields';
import { translateError } from '../../../shared/validation/messages';
import type { ScheduleValues } from './scheduleSchema';

/** HH:mm: five characters. */
const TIME_LENGTH = 5;

/** The weekly schedule's fields: 24x7 and calendar days, or each weekday on or off with its start and end. */
export function ScheduleFields() {
  const { t } = useTranslation();
  const { values, errors, submitCount } = useFormikContext<ScheduleValues>();
  // A schedule without any weekday is refused as a whole (the list's own error, not one field's).
  const listError = submitCount > 0 && typeof errors.days === 'string' ? translateError(t, errors.days) : null;
  return (
    <>
      <FlagInput name="allDay" label={t('clients.schedule.allDay')} as="switch" />
      <FlagInput name="calendarDays" label={t('clients.schedule.calendarDays')} as="switch" />
      {!values.allDay && (
        <fieldset className="border-none p-0 m-0 flex flex-column gap-2">
          <legend className="font-semibold mb-2">{t('clients.schedule.weekdays')}</legend>
          {values.days.map((day, i) => {
            const name = t(`clients.schedule.days.${day.weekday}`);
            return (
              <div key={day.weekday} className="grid align-items-start">
                <div className="col-12 md:col-4 pt-4">
                  <FlagInput name={`days[${i}].on`} label={name} />
                </div>
                {day.on && (
                  <>
                    <div className="col-6 md:col-4">
                      <TextInput name={`days[${i}].start`} label={t('clients.schedule.start', { day: name })} max={TIME_LENGTH} hint="HH:mm" />
                    </div>
                    <div className="col-6 md:col-4">
                      <TextInput name={`days[${i}].end`} label={t('clients.schedule.end', { day: name })} max={TIME_LENGTH} hint="HH:mm" />
                    </div>
                  </>
                )}
              </div>
            );
          })}
          {listError && (
            <small className="p-error" role="alert">
              {listError}
            </small>
          )}
        </fieldset>
      )}
    </>
  );
}
