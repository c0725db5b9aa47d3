import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useCloseAuditMutation, useCountAuditMutation, useGetAuditQuery, type AuditCountRequest } from '../../api/tags/inventory';
import { useAccessList } from '../../auth/useAccessList';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import { RequestError } from '../../shared/ui/RequestError';
import { AuditFindings } from './AuditFindings';
import { AuditReportFile } from './AuditReportFile';
import { SerialCount } from './SerialCount';
import { SupplyCount } from './SupplyCount';

const NO_COUNT = { serialNumbers: [], removedSerialNumbers: [], supplies: [] };

/**
 * One audit: while open, count serials and supplies and see the findings after each count; attach its report; close it,
 * which records the findings. It reads the ledger only: nothing here moves an item.
 */
export function AuditWorkDialog({ auditId, onHide }: { auditId: number; onHide: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const errorMessage = useApiErrorMessage();
  const read = useGetAuditQuery({ id: auditId });
  const [count, counting] = useCountAuditMutation();
  const [close] = useCloseAuditMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const audit = read.data?.data;
  const row = audit?.audit;
  const canWrite = can(['AuditCreate']);
  const open = row?.status === 'Open' && canWrite;

  const send = async (part: Partial<AuditCountRequest>) => {
    const result = await count({ auditCountRequest: { ...NO_COUNT, ...part, auditId } });
    setRefusal('error' in result ? errorMessage(result.error) : null);
    return !('error' in result);
  };

  return (
    <ModalDialog
      header={row ? t('audits.work.header', { id: auditId, type: row.auditTypeName, place: row.placeName }) : t('audits.work.loading')}
      onHide={onHide}
      width="64rem"
      loading={read.isLoading}
      footer={open ? <Button type="button" icon="pi pi-lock" label={t('audits.work.close')} onClick={() => setConfirming(true)} /> : undefined}
    >
      {read.error && <RequestError error={read.error} title={t('audits.work.loadError')} onRetry={() => void read.refetch()} />}
      {audit && row && (
        <>
          <p className="mt-0" role="status">
            {t('audits.work.summary', {
              status: t(`audits.statuses.${row.status}`), matched: row.matchedCount, missing: row.missingCount, unexpected: row.unexpectedCount,
              supplies: row.supplyDifferenceCount,
            })}
          </p>
          {open && (
            <div className="grid">
              <div className="col-12 md:col-6">
                <SerialCount counted={audit.counted} busy={counting.isLoading} onCount={(serialNumbers) => send({ serialNumbers })} />
              </div>
              <div className="col-12 md:col-6">
                <SupplyCount supplies={audit.supplies} busy={counting.isLoading} onCount={(supplies) => send({ supplies })} />
              </div>
            </div>
          )}
          {refusal && <small role="alert" className="p-error">{refusal}</small>}
          <AuditReportFile audit={row} canWrite={canWrite} />
          <AuditFindings audit={audit} />
        </>
      )}
      {confirming && row && (
        <ConfirmDialog
          header={t('audits.work.confirmClose.header', { id: auditId })}
          message={t('audits.work.confirmClose.message', { missing: row.missingCount, unexpected: row.unexpectedCount, supplies: row.supplyDifferenceCount })}
          confirmLabel={t('audits.work.close')}
          icon="pi pi-lock"
          onConfirm={() => close({ auditCloseRequest: { auditId } }).unwrap()}
          onHide={() => setConfirming(false)}
        />
      )}
    </ModalDialog>
  );
}
