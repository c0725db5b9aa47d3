import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { AUDITED_CATALOGUES } from '../../../api/tags/catalog';
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

const CATALOGUE_OPTIONS = AUDITED_CATALOGUES.map((c) => ({ value: c, label: c }));

const isBackwards = (values: CatalogAuditFilterValues) => values.dateFrom !== '' && values.dateTo !== '' && values.dateTo < values.dateFrom;
const toSearch = (draft: CatalogAuditFilterValues) => (isBackwards(draft) ? null : { ...draft, user: draft.user.trim() });

/** Catalogue, user and days; a range whose end is before its start is refused here with its message. */
export function CatalogAuditFilter({ value, onSearch }: { value: CatalogAuditFilterValues; onSearch: (next: CatalogAuditFilterValues) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { values, change, submit, clear } = useFilterDraft(EMPTY_AUDIT_FILTER, onSearch, { initial: value, toSearch });
  const backwards = isBackwards(values);

  return (
    <FilterForm
      label={t('catalogAudit.filter.label')}
      onSubmit={submit}
      onClear={clear}
      footer={
        backwards && (
          <p id={`${id}-range`} role="alert" className="w-full m-0 p-error">
            {t('catalogAudit.filter.backwards')}
          </p>
        )
      }
    >
      <FilterField label={t('catalogAudit.filter.catalogue')} htmlFor={`${id}-catalogue`}>
        <Dropdown
          inputId={`${id}-catalogue`}
          value={values.catalogue}
          options={CATALOGUE_OPTIONS}
          onChange={(e) => change({ catalogue: e.value ?? null })}
          showClear
          placeholder={t('catalogAudit.filter.all')}
          className="w-16rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
      <FilterField label={t('catalogAudit.filter.user')} htmlFor={`${id}-user`}>
        <InputText id={`${id}-user`} value={values.user} maxLength={LIMITS.generalTextMax} onChange={(e) => change({ user: e.target.value })} className="w-16rem" />
      </FilterField>
      <FilterField label={t('catalogAudit.filter.dateFrom')} htmlFor={`${id}-from`}>
        <InputText id={`${id}-from`} type="date" value={values.dateFrom} onChange={(e) => change({ dateFrom: e.target.value })} />
      </FilterField>
      <FilterField label={t('catalogAudit.filter.dateTo')} htmlFor={`${id}-to`}>
        <InputText
          id={`${id}-to`}
          type="date"
          value={values.dateTo}
          onChange={(e) => change({ dateTo: e.target.value })}
          aria-invalid={backwards}
          aria-describedby={backwards ? `${id}-range` : undefined}
          className={backwards ? 'p-invalid' : undefined}
        />
      </FilterField>
    </FilterForm>
  );
}
