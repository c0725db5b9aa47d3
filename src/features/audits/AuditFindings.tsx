import { useTranslation } from 'react-i18next';
import type { Audit, AuditComponentFinding, AuditSupplyFinding } from '../../api/tags/inventory';
import { DetailTable, type DetailColumn } from '../../shared/ui/DetailTable';

const STILL = { isLoading: false, error: undefined, refetch: () => undefined };

/** The findings: missing, unexpected and matched components, and each supply's count against the ledger. */
export function AuditFindings({ audit }: { audit: Audit }) {
  const { t } = useTranslation();
  const column = (id: string, cell: DetailColumn<AuditComponentFinding>['cell']) => ({ header: t(`audits.findings.fields.${id}`), cell });
  const components: DetailColumn<AuditComponentFinding>[] = [
    column('serialNumber', (f) => f.serialNumber),
    column('description', (f) => f.description ?? t('audits.findings.unknown')),
    column('kitName', (f) => f.kitName ?? ''),
    column('ledgerPlaceName', (f) => f.ledgerPlaceName ?? t('audits.findings.unknown')),
  ];
  const supplies: DetailColumn<AuditSupplyFinding>[] = [
    { header: t('audits.findings.fields.supply'), cell: (s) => `${s.code} ${s.name}` },
    { header: t('audits.findings.fields.expected'), cell: (s) => String(s.expected) },
    { header: t('audits.findings.fields.counted'), cell: (s) => (s.counted === null ? t('audits.findings.notCounted') : String(s.counted)) },
    { header: t('audits.findings.fields.difference'), cell: (s) => String((s.counted ?? 0) - s.expected) },
  ];
  const list = (kind: 'missing' | 'unexpected' | 'matched') => (
    <DetailTable<AuditComponentFinding> title={t(`audits.findings.${kind}`, { count: audit[kind].length })} read={{ ...STILL, rows: audit[kind] }}
      columns={components} rowKey={(f) => f.serialNumber} empty={t(`audits.findings.${kind}Empty`)} />
  );
  return (
    <>
      {list('missing')}
      {list('unexpected')}
      {list('matched')}
      <DetailTable<AuditSupplyFinding> title={t('audits.findings.supplies')} read={{ ...STILL, rows: audit.supplies }} columns={supplies}
        rowKey={(s) => s.supplyId} empty={t('audits.findings.suppliesEmpty')} />
    </>
  );
}
