import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../shared/ui/FilterActions';
import { EMPTY_USER_FILTER, isSearchableText, type UserFilter } from '../../domain/users/userSearch';
import { DROPDOWN_READER_PT } from '../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../shared/validation/limits';
import { useRoleOptions } from './form/userOptions';

type Tri = 'all' | 'yes' | 'no';
const toTri = (value: boolean | null): Tri => (value === null ? 'all' : value ? 'yes' : 'no');
const fromTri = (value: Tri) => (value === 'all' ? null : value === 'yes');

/** Text (empty, or at least LIMITS.users.searchMinLength characters), role, state and operative kind. */
export function UserFilterForm({ value, onSearch }: { value: UserFilter; onSearch: (next: UserFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const roles = useRoleOptions();
  const [draft, setDraft] = useState(value);
  const [tooShort, setTooShort] = useState(false);
  const states = [{ label: t('users.filter.all'), value: 'all' }, { label: t('users.filter.active'), value: 'yes' }, { label: t('users.filter.inactive'), value: 'no' }];
  const kinds = [{ label: t('users.filter.all'), value: 'all' }, { label: t('users.kind.nonOperational'), value: 'yes' }, { label: t('users.kind.operational'), value: 'no' }];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = isSearchableText(draft.text);
    setTooShort(!ok);
    if (ok) onSearch({ ...draft, text: draft.text.trim() });
  };
  const field = (suffix: string, label: string, control: ReactNode) => (
    <div className="flex flex-column gap-1">
      <label htmlFor={`${id}-${suffix}`} className="font-medium">{label}</label>
      {control}
    </div>
  );
  return (
    <form role="search" aria-label={t('users.filter.label')} className="flex flex-wrap align-items-start gap-3" onSubmit={submit}>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-text`} className="font-medium">{t('users.filter.text')}</label>
        <InputText id={`${id}-text`} value={draft.text} maxLength={LIMITS.generalTextMax} className={`w-18rem ${tooShort ? 'p-invalid' : ''}`}
          aria-invalid={tooShort} aria-describedby={tooShort ? `${id}-short` : undefined}
          onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
        {tooShort && <small id={`${id}-short`} role="alert" className="p-error">{t('users.filter.tooShort', { min: LIMITS.users.searchMinLength })}</small>}
      </div>
      {field('role', t('users.fields.role'), (
        <Dropdown inputId={`${id}-role`} value={draft.roleCode} options={roles.options} showClear placeholder={t('users.filter.all')} className="w-14rem"
          onChange={(e) => setDraft({ ...draft, roleCode: e.value ?? null })} pt={DROPDOWN_READER_PT} />
      ))}
      {field('state', t('users.fields.enabled'), (
        <Dropdown inputId={`${id}-state`} value={toTri(draft.enabled)} options={states} className="w-10rem"
          onChange={(e) => setDraft({ ...draft, enabled: fromTri(e.value as Tri) })} pt={DROPDOWN_READER_PT} />
      ))}
      {field('kind', t('users.fields.nonOperational'), (
        <Dropdown inputId={`${id}-kind`} value={toTri(draft.nonOperational)} options={kinds} className="w-12rem"
          onChange={(e) => setDraft({ ...draft, nonOperational: fromTri(e.value as Tri) })} pt={DROPDOWN_READER_PT} />
      ))}
      <FilterActions className="align-self-end" onClear={() => { setTooShort(false); setDraft(EMPTY_USER_FILTER); onSearch(EMPTY_USER_FILTER); }} />
    </form>
  );
}
