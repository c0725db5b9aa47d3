import { useId, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../shared/ui/FilterActions';
import { useGetLoginTokenTypesQuery } from '../../../api/tags/security';
import { DateRangePicker, EMPTY_RANGE, type DateRange } from '../../../shared/ui/DateRangePicker';
import { DROPDOWN_READER_PT, namedMultiSelectPt } from '../../../shared/ui/primeReaderFixes';
import { isSearchableText, SearchTextField } from '../shared/SearchTextField';

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
  const [draft, setDraft] = useState(value);
  const [tooShort, setTooShort] = useState(false);
  const change = (part: Partial<LogbookFilterValue>) => setDraft((current) => ({ ...current, ...part }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchable = isSearchableText(draft.text);
    setTooShort(!searchable);
    if (searchable) onSearch({ ...draft, text: draft.text.trim() });
  };
  const events = [
    { value: 'all', label: t('accessControl.logbook.eventAll') },
    { value: 'login', label: t('accessControl.logbook.login') },
    { value: 'logout', label: t('accessControl.logbook.logout') },
  ];

  return (
    <form role="search" aria-label={t('accessControl.filter.label')} className="flex flex-wrap align-items-start gap-3" onSubmit={submit} noValidate>
      <SearchTextField id={`${id}-text`} label={t('accessControl.logbook.text')} value={draft.text} onChange={(text) => change({ text })} tooShort={tooShort} />
      <div className="flex flex-column gap-1">
        <label id={`${id}-types`} className="font-medium">
          {t('accessControl.logbook.tokenTypes')}
        </label>
        <MultiSelect
          value={draft.tokenTypeIds}
          options={(tokenTypes.data?.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          onChange={(e) => change({ tokenTypeIds: e.value as number[] })}
          placeholder={t('accessControl.logbook.eventAll')}
          loading={tokenTypes.isLoading}
          className="w-14rem"
          pt={namedMultiSelectPt({ 'aria-labelledby': `${id}-types` })}
        />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-event`} className="font-medium">
          {t('accessControl.logbook.event')}
        </label>
        <Dropdown inputId={`${id}-event`} value={draft.event} options={events} onChange={(e) => change({ event: e.value as LogEvent })} className="w-12rem" pt={DROPDOWN_READER_PT} />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-dates`} className="font-medium">
          {t('accessControl.filter.dates')}
        </label>
        <DateRangePicker id={`${id}-dates`} value={draft.dates} onChange={(dates) => change({ dates })} maxDate={new Date()} />
      </div>
      <FilterActions className="align-self-end" onClear={() => {
            setDraft(EMPTY_LOGBOOK_FILTER);
            setTooShort(false);
            onSearch(EMPTY_LOGBOOK_FILTER);
          }} />
    </form>
  );
}
