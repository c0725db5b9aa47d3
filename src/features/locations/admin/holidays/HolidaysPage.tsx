import { useState } from 'react';
import { geographyApi, type HolidayRecordRead as Holiday, type SearchGeographyHolidaysApiArg } from '../../../../api/tags/geography';
import { useAccessList } from '../../../../auth/useAccessList';
import { cataloguePermissions, catalogueRouteId } from '../../../../core/routes/catalogueTable';
import { sentVersion } from '../../../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../../../shared/resource/ResourceScreen';
import type { ConfirmStep, FormStep, ResourceDescription } from '../../../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../../../shared/resource/saveSteps';
import { named } from '../../../../shared/resource/texts';
import { formatIsoDay, toIsoDay } from '../../../../shared/time/clock';
import { LIMITS } from '../../../../shared/validation/limits';
import { holidayColumns } from './holidayColumns';
import { HolidayFields } from './HolidayFields';
import { holidayFilter, toHolidaySearchArg, type HolidayFilterValues } from './holidayFilter';
import { EMPTY_HOLIDAY, holidayBody, holidaySchema, holidayValues, type HolidayValues } from './holidaySchema';

const ROUTE = catalogueRouteId('calendar');
const WRITE = [cataloguePermissions('calendar').create];
const { endpoints } = geographyApi;
/** A day is named by its date and name ("16/09/2026 Día de la Independencia"). */
const dayOf = (row: Holiday) => `${formatIsoDay(row.date)} ${row.name}`;

const form: FormStep<Holiday | null, HolidayValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('geography.holidays.editTitle', { name: dayOf(row) }) : t('geography.holidays.createTitle')),
  initialValues: (row) => (row ? holidayValues(row) : EMPTY_HOLIDAY),
  schema: holidaySchema,
  Fields: HolidayFields,
  useSave: createOrUpdate({
    create: endpoints.createGeographyHoliday,
    createArg: (values: HolidayValues) => ({ holidayWrite: holidayBody(values) }),
    update: endpoints.updateGeographyHoliday,
    updateArg: (values, row: Holiday) => ({ holidayUpdate: { ...holidayBody(values), id: row.id, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('geography.holidays.done.created', 'geography.holidays.done.updated', (values) => formatIsoDay(toIsoDay(values.date!))),
};

/** Removing a day makes it a working day of its country again. */
const remove: ConfirmStep<Holiday> = {
  kind: 'confirm',
  header: (t) => t('geography.holidays.confirmDelete.header'),
  message: (t, row) => t('geography.holidays.confirmDelete.message', { name: dayOf(row), country: row.countryName }),
  confirmLabel: (t) => t('geography.holidays.confirmDelete.confirm'),
  icon: () => 'pi pi-trash',
  useRun: () => {
    const [run] = endpoints.deleteGeographyHoliday.useMutation();
    return (row) => run({ id: row.id }).unwrap();
  },
  done: (t, row) => t('geography.holidays.done.deleted', { name: dayOf(row) }),
};

/**
 * `calendar` (admin): each country's non-working days (spec 002 sections 2, 3 and 6, "calendars of non-working days
 * by country"), kept by the geography service; a country has a day once. src/domain/geography/holidays.ts answers
 * from them whether a day is worked.
 */
function describeHolidays(filter: ReturnType<typeof holidayFilter>): ResourceDescription<Holiday, HolidayFilterValues, SearchGeographyHolidaysApiArg> {
  return {
    id: ROUTE,
    title: (t) => t(`routes.${ROUTE}`),
    rowKey: 'id',
    rowName: dayOf,
    columns: holidayColumns,
    search: { endpoint: endpoints.searchGeographyHolidays, toArg: toHolidaySearchArg, pageSizes: LIMITS.catalogues.pageSizes, defaultSort: { field: 'date', order: 'asc' } },
    filter: { description: filter },
    pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('geography.holidays.create'), does: form }],
    rowActions: [
      { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('geography.holidays.actions.edit', dayOf), does: form },
      { id: 'delete', permissions: WRITE, icon: 'pi pi-trash', label: named('geography.holidays.actions.delete', dayOf), does: remove },
    ],
    exports: (t) => ({ fileBaseName: t(`routes.${ROUTE}`) }),
    emptyMessage: (t) => t('geography.holidays.empty'),
  };
}

export default function HolidaysPage() {
  const { can } = useAccessList();
  // The year filter opens on this year as the app reads it, once.
  const [description] = useState(() => describeHolidays(holidayFilter()));
  return <ResourceScreen description={description} can={can} />;
}
