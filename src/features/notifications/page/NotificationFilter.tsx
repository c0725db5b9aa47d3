import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker, type DateRange } from '../../../shared/ui/DateRangePicker';
import { LIMITS } from '../../../shared/validation/limits';
import { rangeErrorKey } from '../../../domain/notifications/searchRange';
import { NotificationTextSearch } from './NotificationTextSearch';

/** A submitted search: both dates (at most two years apart) and the text. */
export interface NotificationSearch {
  range: { start: Date; end: Date };
  text: string;
}

/** The notifications page's search form; the range is checked on "search" and a bad one is not sent. */
export function NotificationFilter({ value, onSearch }: { value: NotificationSearch; onSearch: (next: NotificationSearch) => void }) {
  const { t } = useTranslation();
  const rangeId = useId();
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
        <label htmlFor={rangeId} className="font-medium">
          {t('notifications.page.dates')} *
        </label>
        <DateRangePicker
          id={rangeId}
          value={range}
          onChange={setRange}
          maxDate={new Date()}
          invalid={Boolean(rangeError)}
          ariaDescribedBy={rangeError ? `${rangeId}-error` : undefined}
        />
        {rangeError && (
          <small id={`${rangeId}-error`} role="alert" className="p-error">
            {t(rangeError, { years: LIMITS.notifications.searchMaxYears })}
          </small>
        )}
      </div>
      <NotificationTextSearch value={text} onChange={setText} />
    </form>
  );
}
