import { DateTime } from 'luxon';
import { useMemo } from 'react';
import type { SearchGeographyHolidaysApiArg } from '../../../../api/tags/geography';
import type { FilterDescription } from '../../../../shared/filters/filterTypes';
import type { OptionSource } from '../../../../shared/forms/fields/options';
import { appClock } from '../../../../shared/time/clock';
import type { GridRequest } from '../../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../../shared/validation/limits';
import { useCountryOptions } from '../../locationOptions';

export interface HolidayFilterValues {
  text: string;
  countryId: number | null;
  year: number | null;
}

const { yearsBack, yearsAhead } = LIMITS.holidays;
const thisYear = () => DateTime.fromJSDate(appClock.now()).year;

/** The years a calendar is kept for, around this one. */
function useYearOptions(): OptionSource<number> {
  const year = thisYear();
  const options = useMemo(
    () => Array.from({ length: yearsBack + yearsAhead + 1 }, (_, i) => year - yearsBack + i).map((y) => ({ value: y, label: String(y) })),
    [year],
  );
  return { options, loading: false, error: undefined };
}

/** A name or a country's, the country and the year; it opens on this year, every country. */
export function holidayFilter(): FilterDescription<HolidayFilterValues> {
  return {
    labelKey: 'geography.holidays.filter.label',
    empty: { text: '', countryId: null, year: thisYear() },
    fields: [
      { kind: 'text', name: 'text', labelKey: 'geography.holidays.filter.text', max: LIMITS.generalTextMax, inputType: 'search' },
      { kind: 'choice', name: 'countryId', labelKey: 'geography.holidays.fields.countryName', all: { labelKey: 'geography.holidays.filter.all' }, useOptions: useCountryOptions },
      { kind: 'choice', name: 'year', labelKey: 'geography.holidays.filter.year', all: { labelKey: 'geography.holidays.filter.all' }, useOptions: useYearOptions },
    ],
  };
}

export const toHolidaySearchArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<HolidayFilterValues>): SearchGeographyHolidaysApiArg => ({
  holidaySearchRequest: { text: filter.text.trim() || null, countryId: filter.countryId, year: filter.year, isExport, pageNumber, pageSize },
});
