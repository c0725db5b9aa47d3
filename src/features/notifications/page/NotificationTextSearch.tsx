import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/validation/limits';

/** The notification searches' text field and their submit button (both views of the page). */
export function NotificationTextSearch({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="flex flex-column gap-1">
        <label htmlFor={id} className="font-medium">
          {t('notifications.page.text')}
        </label>
        <input id={id} type="search" className="p-inputtext" value={value} maxLength={LIMITS.notifications.searchTextMax} onChange={(e) => onChange(e.target.value)} />
      </div>
      <button type="submit" className="p-button align-self-end">
        <span className="pi pi-search mr-2" aria-hidden="true" />
        {t('notifications.page.search')}
      </button>
    </>
  );
}
