import { AUDITED_CATALOGUES } from '../../../api/tags/catalog';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';

export interface CatalogAuditFilterValues {
  catalogue: string | null;
  user: string;
  /** YYYY-MM-DD or ''. */
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_AUDIT_FILTER: CatalogAuditFilterValues = { catalogue: null, user: '', dateFrom: '', dateTo: '' };

// The service's own catalogue names, shown as they are recorded.
const CATALOGUES = { options: AUDITED_CATALOGUES.map((c) => ({ value: c, label: c })), loading: false, error: null };

/** Catalogue, user and days; a range whose end is before its start is refused with its message. */
export const catalogAuditFilter: FilterDescription<CatalogAuditFilterValues> = {
  labelKey: 'catalogAudit.filter.label',
  empty: EMPTY_AUDIT_FILTER,
  fields: [
    { kind: 'choice', name: 'catalogue', labelKey: 'catalogAudit.filter.catalogue', all: { labelKey: 'catalogAudit.filter.all' }, useOptions: () => CATALOGUES, width: 'w-16rem' },
    { kind: 'text', name: 'user', labelKey: 'catalogAudit.filter.user', max: LIMITS.generalTextMax, width: 'w-16rem' },
    {
      kind: 'dateRange', from: 'dateFrom', to: 'dateTo', labelKey: 'catalogAudit.filter.dates',
      fromLabelKey: 'catalogAudit.filter.dateFrom', toLabelKey: 'catalogAudit.filter.dateTo',
    },
  ],
};
