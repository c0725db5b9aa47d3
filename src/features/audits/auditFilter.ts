import type { AuditPlaceType, AuditStatus, SearchAuditsApiArg } from '../../api/tags/inventory';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import type { GridRequest } from '../../shared/ui/GridPage/useServerGrid';
import { useAuditTypeOptions, usePlaceTypeOptions, useStatusOptions } from './auditOptions';

export interface AuditFilterValues {
  status: AuditStatus | null;
  placeType: AuditPlaceType | null;
  auditTypeId: number | null;
}

/** By status, kind of place and audit type; it opens on every audit. */
export const auditFilter: FilterDescription<AuditFilterValues> = {
  labelKey: 'audits.filter.label',
  empty: { status: null, placeType: null, auditTypeId: null },
  fields: [
    { kind: 'choice', name: 'status', labelKey: 'audits.fields.status', all: { labelKey: 'audits.filter.all' }, useOptions: useStatusOptions },
    { kind: 'choice', name: 'placeType', labelKey: 'audits.fields.placeType', all: { labelKey: 'audits.filter.all' }, useOptions: usePlaceTypeOptions },
    { kind: 'choice', name: 'auditTypeId', labelKey: 'audits.fields.auditTypeName', all: { labelKey: 'audits.filter.all' }, useOptions: useAuditTypeOptions },
  ],
};

export const toAuditSearchArg = ({ filter, pageNumber, pageSize, isExport, sort }: GridRequest<AuditFilterValues>): SearchAuditsApiArg => ({
  auditSearchRequest: {
    status: filter.status, placeType: filter.placeType, placeIds: [], auditTypeId: filter.auditTypeId, pageNumber, pageSize, isExport,
    sortField: sort.field, sortOrder: sort.order === 'asc' ? 1 : -1,
  },
});
