import type { TFunction } from 'i18next';
import type { AuditRow } from '../../api/tags/inventory';
import type { ExportLabels } from '../../shared/export';
import { formatUtcDateTime } from '../../shared/format/dateTime';
import { valueColumn, type PageColumn } from '../../shared/ui/GridPage/pageColumns';

/** An audit's row: what, where, who and when, and its findings counted; the same list drives the exports. */
export function auditColumns(t: TFunction, labels: ExportLabels): PageColumn<AuditRow>[] {
  const column = (id: keyof AuditRow & string, value: (row: AuditRow) => string, width?: string) =>
    valueColumn<AuditRow>(labels, { id, header: t(`audits.fields.${id}`), value, width });
  return [
    column('auditId', (row) => String(row.auditId), '6rem'),
    column('auditTypeName', (row) => row.auditTypeName, '12rem'),
    column('placeType', (row) => t(`audits.placeTypes.${row.placeType}`), '9rem'),
    column('placeName', (row) => row.placeName, '16rem'),
    column('status', (row) => t(`audits.statuses.${row.status}`), '7rem'),
    column('createdUserFullName', (row) => row.createdUserFullName, '14rem'),
    column('createdDateTime', (row) => formatUtcDateTime(row.createdDateTime), '11rem'),
    column('closedDateTime', (row) => formatUtcDateTime(row.closedDateTime), '11rem'),
    column('matchedCount', (row) => String(row.matchedCount), '7rem'),
    column('missingCount', (row) => String(row.missingCount), '7rem'),
    column('unexpectedCount', (row) => String(row.unexpectedCount), '7rem'),
    column('supplyDifferenceCount', (row) => String(row.supplyDifferenceCount), '8rem'),
  ];
}
