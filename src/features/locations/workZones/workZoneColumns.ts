import type { TFunction } from 'i18next';
import type { WorkZoneRecordRead as WorkZone } from '../../../api/tags/geography';
import type { ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

/** The zone, its engineer, how many codes and which; the same list drives the exports. */
export function workZoneColumns(t: TFunction, labels: ExportLabels): PageColumn<WorkZone>[] {
  const column = (id: string, value: (row: WorkZone) => string, width?: string) =>
    valueColumn<WorkZone>(labels, { id, header: t(`geography.workZones.fields.${id}`), value, width });
  return [
    column('name', (row) => row.name, '14rem'),
    column('userFullName', (row) => row.userFullName, '14rem'),
    column('codeCount', (row) => String(row.postalCodes.length), '7rem'),
    column('postalCodes', (row) => row.postalCodes.join(', '), '28rem'),
  ];
}
