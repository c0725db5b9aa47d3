import type { TFunction } from 'i18next';
import type { HolidayRecordRead as Holiday } from '../../../../api/tags/geography';
import { isoWeekday } from '../../../../domain/geography/holidays';
import type { ExportLabels } from '../../../../shared/export';
import { formatIsoDay } from '../../../../shared/time/clock';
import { valueColumn, type PageColumn } from '../../../../shared/ui/GridPage/pageColumns';

/** The day, its weekday in the user's language, its name and its country; the same list drives the exports. */
export function holidayColumns(t: TFunction, labels: ExportLabels): PageColumn<Holiday>[] {
  const column = (id: string, value: (row: Holiday) => string, width?: string) =>
    valueColumn<Holiday>(labels, { id, header: t(`geography.holidays.fields.${id}`), value, width });
  return [
    column('date', (row) => formatIsoDay(row.date), '8rem'),
    column('weekday', (row) => t(`geography.holidays.weekdays.${isoWeekday(row.date)}`), '8rem'),
    column('name', (row) => row.name, '20rem'),
    column('countryName', (row) => row.countryName, '10rem'),
  ];
}
