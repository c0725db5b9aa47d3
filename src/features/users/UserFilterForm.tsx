import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { EMPTY_USER_FILTER, isSearchableText, type UserFilter } from '../../domain/users/userSearch';
import { FilterField, FilterForm } from '../../shared/forms/FilterForm';
import { trimmedText, useFilterDraft } from '../../shared/forms/useFilterDraft';
import { DROPDOWN_READER_PT } from '../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../shared/validation/limits';
import { useRoleOptions } from './form/userOptions';

type Tri = 'all' | 'yes' | 'no';
const toTri = (value: boolean | null): Tri => (value === null ? 'all' : value ? 'yes' : 'no');
const fromTri = (value: Tri) => (value === 'all' ? null : value === 'yes');
const searchable = (draft: UserFilter) => (isSearchableText(draft.text) ? trimmedText(draft) : null);

/** Text (empty, or at least LIMITS.users.searchMinLength characters), role, state and operative kind. */
export function UserFilterForm({ value, onSearch }: { value: UserFilter; onSearch: (next: UserFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const roles = useRoleOptions();
  const { values: draft, change, submit, clear, refused: tooShort } = useFilterDraft(EMPTY_USER_FILTER, onSearch, { initial: value, toSearch: searchable });
  const states = [{ label: t('users.filter.all'), value: 'all' }, { label: t('users.filter.active'), value: 'yes' }, { label: t('users.filter.inactive'), value: 'no' }];
  const kinds = [{ label: t('users.filter.all'), value: 'all' }, { label: t('users.kind.nonOperational'), value: 'yes' }, { label: t('users.kind.operational'), value: 'no' }];

  return (
    <FilterForm label={t('users.filter.label')} onSubmit={submit} onClear={clear}>
      <FilterField label={t('users.filter.text')} htmlFor={`${id}-text`}>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.generalTextMax} className={`w-18rem ${tooShort ? 'p-invalid' : ''}`}
          aria-invalid={tooShort} aria-describedby={tooShort ? `${id}-short` : undefined}
          onChange={(e) => change({ text: e.target.value })} />
        {tooShort && <small id={`${id}-short`} role="alert" className="p-error">{t('users.filter.tooShort', { min: LIMITS.users.searchMinLength })}</small>}
      </FilterField>
      <FilterField label={t('users.fields.role')} htmlFor={`${id}-role`}>
        <Dropdown inputId={`${id}-role`} value={draft.roleCode} options={roles.options} showClear placeholder={t('users.filter.all')} className="w-14rem"
          onChange={(e) => change({ roleCode: e.value ?? null })} pt={DROPDOWN_READER_PT} />
      </FilterField>
      <FilterField label={t('users.fields.enabled')} htmlFor={`${id}-state`}>
        <Dropdown inputId={`${id}-state`} value={toTri(draft.enabled)} options={states} className="w-10rem"
          onChange={(e) => change({ enabled: fromTri(e.value as Tri) })} pt={DROPDOWN_READER_PT} />
      </FilterField>
      <FilterField label={t('users.fields.nonOperational')} htmlFor={`${id}-kind`}>
        <Dropdown inputId={`${id}-kind`} value={toTri(draft.nonOperational)} options={kinds} className="w-12rem"
          onChange={(e) => change({ nonOperational: fromTri(e.value as Tri) })} pt={DROPDOWN_READER_PT} />
      </FilterField>
    </FilterForm>
  );
}
