import { DateTime } from 'luxon';
import * as yup from 'yup';
import type { HolidayRecordRead, HolidayWrite } from '../../../../api/tags/geography';
import type { Versioned } from '../../../../shared/forms/conflict/versioned';
import { toIsoDay } from '../../../../shared/time/clock';
import { LIMITS } from '../../../../shared/validation/limits';
import { required, requiredIdRule, textRule } from '../../../../shared/validation/rules';

/** A non-working day's form: the country, the day and what it is called; an edit keeps its version. */
export interface HolidayValues extends Versioned {
  countryId: number | null;
  date: Date | null;
  name: string;
}

/** The country and the day are required; the name is general text (spec 002 section 5: 150, allowed characters). */
export const holidaySchema = yup.object({
  countryId: requiredIdRule(),
  date: yup.date().nullable().test(required()),
  name: textRule({ required: true, max: LIMITS.generalTextMax, allowedCharacters: true }),
});

export const EMPTY_HOLIDAY: HolidayValues = { countryId: null, date: null, name: '' };

export const holidayValues = (row: HolidayRecordRead): HolidayValues => ({
  countryId: row.countryId, date: DateTime.fromISO(row.date).toJSDate(), name: row.name, rowVersion: row.rowVersion,
});

/** The request body of valid values; the version travels apart, on an edit only. */
export const holidayBody = ({ countryId, date, name }: HolidayValues): HolidayWrite => ({ countryId: countryId!, date: toIsoDay(date!), name });
