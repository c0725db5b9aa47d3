import { useId, useMemo } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../shared/forms/useFilterDraft';
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
  const { values, change, submit, clear } = useFilterDraft(EMPTY_AUDIT_FILTER, onSearch, { initial: value });

  return (
    <FilterForm label={t('accessControl.filter.label')} onSubmit={submit} onClear={clear}>
      <FilterField label={t('accessControl.audit.user')} htmlFor={`${id}-user`}>
        <Dropdown
          {...expanded}
          inputId={`${id}-user`}
          value={values.userId}
          options={options}
          onChange={(e) => change({ userId: (e.value as number | null) ?? null })}
          placeholder={t('accessControl.audit.allUsers')}
          filter
          showClear
          loading={users.isLoading}
          className="w-20rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
      <FilterField label={t('accessControl.filter.dates')} htmlFor={`${id}-dates`}>
        <DateRangePicker id={`${id}-dates`} value={values.dates} onChange={(dates) => change({ dates })} maxDate={new Date()} />
      </FilterField>
    </FilterForm>
  );
}
