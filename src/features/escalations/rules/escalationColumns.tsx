import type { TFunction } from 'i18next';
import type { EscalationRead } from '../../../api/tags/ticket';
import type { ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Row = EscalationRead;

/** The levels in one cell: "30, 60 min" or "50, 80 % SLA". */
const levelsText = (t: TFunction, rule: Row) => `${rule.levels.map((l) => String(l.threshold)).join(', ')} ${t(`escalations.units.${rule.measure}`)}`;

/** The rules grid's (and exports') columns; a missing service or criticality reads "all". */
export function escalationColumns(t: TFunction, labels: ExportLabels): PageColumn<Row>[] {
  const header = (id: string) => t(id === 'name' ? 'catalogues.fields.name' : id === 'client' ? 'catalogues.fields.clientId' : `escalations.fields.${id}`);
  const column = (id: string, value: (rule: Row) => string, width?: string) => valueColumn<Row>(labels, { id, header: header(id), value, width });
  return [
    column('name', (r) => r.name, '14rem'),
    column('client', (r) => r.clientName, '12rem'),
    column('service', (r) => r.serviceName ?? t('escalations.all.services')),
    column('criticality', (r) => r.criticalityName ?? t('escalations.all.criticalities')),
    column('measure', (r) => t(`escalations.measures.${r.measure}`)),
    column('status', (r) => r.statusName ?? ''),
    column('levels', (r) => levelsText(t, r), '12rem'),
    valueColumn<Row>(labels, { id: 'enabled', header: t('catalogues.filter.state'), format: 'enabled', width: '7rem' }),
  ];
}
