import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRange } from '../../../shared/ui/DateRangePicker';
import { LIMITS } from '../../../shared/validation/limits';
import { rangeErrorKey } from '../../../domain/notifications/searchRange';

/** A submitted search: both dates (at most two years apart) and the text. */
export interface NotificationSearch {
  range: { start: Date; end: Date };
  text: string;
}

/** The notifications page's search form; the range is checked on "search" and a bad one is not sent. */
export function NotificationFilter({ value, onSearch }: { value: NotificationSearch; onSearch: (next: NotificationSearch) => void }) {
  const { t } = useTranslation();
  const ids = { range: useId(), text: useId() };
  const [range, setRange] = useState<DateRange>(value.range);
  const [text, setText] = useState(value.text);
  const [submitted, setSubmitted] = useState(false);
  const rangeError = submitted ? rangeErrorKey(range) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rangeErrorKey(range) || !range.start || !range.end) return;
    onSearch({ range: { start: range.start, end: range.end }, text: text.trim() });
  };

  return (
    <form className="flex flex-wrap align-items-start gap-3" noValidate onSubmit={submit} aria-label={t('notifications.page.searchForm')}>
      <div className="flex flex-column gap-1">
        <label htmlFor={ids.range} className="font-medium">
          {t('notifications.page.dates')} *
        </label>
        <DateRangePicker
          id={ids.range}
          value={range}
          onChange={setRange}
          maxDate={new Date()}
          invalid={Boolean(rangeError)}
          ariaDescribedBy={rangeError ? `${ids.range}-error` : undefined}
        />
        {rangeError && (
          <small id={`${ids.range}-error`} role="alert" className="p-error">
            {t(rangeError, { years: LIMITS.notifications.searchMaxYears })}
          </small>
        )}
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={ids.text} className="font-medium">
          {t('notifications.page.text')}
        </label>
        <input id={ids.text} type="search" className="p-inputtext" value={text} maxLength={LIMITS.notifications.searchTextMax} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="p-button align-self-end">
        <span className="pi pi-search mr-2" aria-hidden="true" />
        {t('notifications.page.search')}
      </button>
    </form>
  );
}
