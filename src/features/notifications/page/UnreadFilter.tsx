import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/validation/limits';

/** The unread view's search: text only, since the unread list has no date limit. */
export function UnreadFilter({ value, onSearch }: { value: string; onSearch: (next: string) => void }) {
  const { t } = useTranslation();
  const textId = useId();
  const [text, setText] = useState(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="flex flex-wrap align-items-end gap-3" noValidate onSubmit={submit} aria-label={t('notifications.page.searchForm')}>
      <div className="flex flex-column gap-1">
        <label htmlFor={textId} className="font-medium">
          {t('notifications.page.text')}
        </label>
        <input id={textId} type="search" className="p-inputtext" value={text} maxLength={LIMITS.notifications.searchTextMax} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="p-button">
        <span className="pi pi-search mr-2" aria-hidden="true" />
        {t('notifications.page.search')}
      </button>
    </form>
  );
}
