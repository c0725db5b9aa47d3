import { useId, useMemo, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../shared/ui/FilterActions';
import { useGetAccountsQuery } from '../../../api/tags/security';
import { DateRangePicker, EMPTY_RANGE, type DateRange } from '../../../shared/ui/DateRangePicker';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';

export interface AuditFilterValue {
  userId: number | null;
  dates: DateRange;
}

export const EMPTY_AUDIT_FILTER: AuditFilterValue = { userId: null, dates: EMPTY_RANGE };

/** Whose permissions (one user or everybody) and when they changed. */
export function AuditFilter({ value, onSearch }: { value: AuditFilterValue; onSearch: (next: AuditFilterValue) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const expanded = useComboboxExpanded();
  const users = useGetAccountsQuery({});
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: `${u.fullName} (${u.email})` })), [users.data]);
  const [draft, setDraft] = useState(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form role="search" aria-label={t('accessControl.filter.label')} className="flex flex-wrap align-items-end gap-3" onSubmit={submit}>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-user`} className="font-medium">
          {t('accessControl.audit.user')}
        </label>
        <Dropdown
          {...expanded}
          inputId={`${id}-user`}
          value={draft.userId}
          options={options}
          onChange={(e) => setDraft({ ...draft, userId: (e.value as number | null) ?? null })}
          placeholder={t('accessControl.audit.allUsers')}
          filter
          showClear
          loading={users.isLoading}
          className="w-20rem"
          pt={DROPDOWN_READER_PT}
        />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-dates`} className="font-medium">
          {t('accessControl.filter.dates')}
        </label>
        <DateRangePicker id={`${id}-dates`} value={draft.dates} onChange={(dates) => setDraft({ ...draft, dates })} maxDate={new Date()} />
      </div>
      <FilterActions onClear={() => {
          setDraft(EMPTY_AUDIT_FILTER);
          onSearch(EMPTY_AUDIT_FILTER);
        }} />
    </form>
  );
}
