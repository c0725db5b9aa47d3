import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { useGetLoginTokenTypesQuery } from '../../../api/tags/security';
import { DateRangePicker, EMPTY_RANGE, type DateRange } from '../../../shared/ui/DateRangePicker';
import { DROPDOWN_READER_PT, namedMultiSelectPt } from '../../../shared/ui/primeReaderFixes';
import { SearchTextField, toTextSearch } from '../shared/SearchTextField';

export type LogEvent = 'all' | 'login' | 'logout';

export interface LogbookFilterValue {
  text: string;
  tokenTypeIds: number[];
  event: LogEvent;
  dates: DateRange;
}

export const EMPTY_LOGBOOK_FILTER: LogbookFilterValue = { text: '', tokenTypeIds: [], event: 'all', dates: EMPTY_RANGE };

/** Who (name, user name or e-mail, at least the minimum), which channels, sign-ins or sign-outs, and when. */
export function LogbookFilter({ value, onSearch }: { value: LogbookFilterValue; onSearch: (next: LogbookFilterValue) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tokenTypes = useGetLoginTokenTypesQuery();
  const { values, change, submit, clear, refused } = useFilterDraft(EMPTY_LOGBOOK_FILTER, onSearch, { initial: value, toSearch: toTextSearch });
  const events = [
    { value: 'all', label: t('accessControl.logbook.eventAll') },
    { value: 'login', label: t('accessControl.logbook.login') },
    { value: 'logout', label: t('accessControl.logbook.logout') },
  ];

  return (
    <FilterForm label={t('accessControl.filter.label')} onSubmit={submit} onClear={clear}>
      <SearchTextField id={`${id}-text`} label={t('accessControl.logbook.text')} value={values.text} onChange={(text) => change({ text })} tooShort={refused} />
      <FilterField label={t('accessControl.logbook.tokenTypes')} labelId={`${id}-types`}>
        <MultiSelect
          value={values.tokenTypeIds}
          options={(tokenTypes.data?.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          onChange={(e) => change({ tokenTypeIds: e.value as number[] })}
          placeholder={t('accessControl.logbook.eventAll')}
          loading={tokenTypes.isLoading}
          className="w-14rem"
          pt={namedMultiSelectPt({ 'aria-labelledby': `${id}-types` })}
        />
      </FilterField>
      <FilterField label={t('accessControl.logbook.event')} htmlFor={`${id}-event`}>
        <Dropdown inputId={`${id}-event`} value={values.event} options={events} onChange={(e) => change({ event: e.value as LogEvent })} className="w-12rem" pt={DROPDOWN_READER_PT} />
      </FilterField>
      <FilterField label={t('accessControl.filter.dates')} htmlFor={`${id}-dates`}>
        <DateRangePicker id={`${id}-dates`} value={values.dates} onChange={(dates) => change({ dates })} maxDate={new Date()} />
      </FilterField>
    </FilterForm>
  );
}
