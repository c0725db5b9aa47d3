import { useId, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../shared/ui/FilterActions';
import { CATALOGUE_FAMILIES } from '../../../api/tags/catalog';
import { DROPDOWN_READER_PT } from '../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../shared/validation/limits';

export interface CatalogAuditFilterValues {
  catalogue: string | null;
  user: string;
  /** YYYY-MM-DD or ''. */
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_AUDIT_FILTER: CatalogAuditFilterValues = { catalogue: null, user: '', dateFrom: '', dateTo: '' };

/** The catalogues the audit names, by their resource (the service's own names). */
const CATALOGUES = CATALOGUE_FAMILIES.map(([, plural]) => plural).sort();

/** Catalogue, user and days; a range whose end is before its start is refused here with its message. */
export function CatalogAuditFilter({ value, onSearch }: { value: CatalogAuditFilterValues; onSearch: (next: CatalogAuditFilterValues) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const backwards = draft.dateFrom !== '' && draft.dateTo !== '' && draft.dateTo < draft.dateFrom;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards) onSearch({ ...draft, user: draft.user.trim() });
  };

  return (
    <form role="search" aria-label={t('catalogAudit.filter.label')} className="flex flex-wrap align-items-end gap-3" onSubmit={submit}>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-catalogue`} className="font-medium">
          {t('catalogAudit.filter.catalogue')}
        </label>
        <Dropdown
          inputId={`${id}-catalogue`}
          value={draft.catalogue}
          options={CATALOGUES.map((c) => ({ value: c, label: c }))}
          onChange={(e) => setDraft({ ...draft, catalogue: e.value ?? null })}
          showClear
          placeholder={t('catalogAudit.filter.all')}
          className="w-16rem"
          pt={DROPDOWN_READER_PT}
        />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-user`} className="font-medium">
          {t('catalogAudit.filter.user')}
        </label>
        <InputText id={`${id}-user`} value={draft.user} maxLength={LIMITS.generalTextMax} onChange={(e) => setDraft({ ...draft, user: e.target.value })} className="w-16rem" />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-from`} className="font-medium">
          {t('catalogAudit.filter.dateFrom')}
        </label>
        <InputText id={`${id}-from`} type="date" value={draft.dateFrom} onChange={(e) => setDraft({ ...draft, dateFrom: e.target.value })} />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-to`} className="font-medium">
          {t('catalogAudit.filter.dateTo')}
        </label>
        <InputText
          id={`${id}-to`}
          type="date"
          value={draft.dateTo}
          onChange={(e) => setDraft({ ...draft, dateTo: e.target.value })}
          aria-invalid={backwards}
          aria-describedby={backwards ? `${id}-range` : undefined}
          className={backwards ? 'p-invalid' : undefined}
        />
      </div>
      <FilterActions onClear={() => {
          setDraft(EMPTY_AUDIT_FILTER);
          onSearch(EMPTY_AUDIT_FILTER);
        }} />
      {backwards && (
        <p id={`${id}-range`} role="alert" className="w-full m-0 p-error">
          {t('catalogAudit.filter.backwards')}
        </p>
      )}
    </form>
  );
}
