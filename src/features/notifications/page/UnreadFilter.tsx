import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationTextSearch } from './NotificationTextSearch';

/** The unread view's search: text only, since the unread list has no date limit. */
export function UnreadFilter({ value, onSearch }: { value: string; onSearch: (next: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="flex flex-wrap align-items-end gap-3" noValidate onSubmit={submit} aria-label={t('notifications.page.searchForm')}>
      <NotificationTextSearch value={text} onChange={setText} />
    </form>
  );
}
