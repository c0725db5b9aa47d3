import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { FileDrop } from '../../ui/FileDrop';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { useToast } from '../../ui/ToastProvider';
import type { CatalogueField } from '../catalogueTypes';
import { planReplace, type ReplacePlan } from './planReplace';
import { ReplacePreview } from './ReplacePreview';
import { readRowsFile } from './readRowsFile';
import type { BulkReplaceOption } from './types';

type Step = { kind: 'choose'; fileError: string | null } | { kind: 'reading' } | { kind: 'preview'; fileName: string; plan: Extract<ReplacePlan, { ok: true }> };

interface BulkReplaceDialogProps {
  option: BulkReplaceOption;
  fields: readonly CatalogueField[];
  title: string;
  onHide: () => void;
}

/**
 * Replaces a catalogue's whole list from a CSV or .xlsx file: the file is read and checked in the browser,
 * the preview shows its rows and every refused cell, and only a clean file can be sent ("Reemplazar").
 */
export function BulkReplaceDialog({ option, fields, title, onHide }: BulkReplaceDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [replace, { isLoading: sending }] = option.endpoint.useMutation();
  const [step, setStep] = useState<Step>({ kind: 'choose', fileError: null });
  const [failure, setFailure] = useState<string | null>(null);
  const columnLabel = (column: string) => t(`catalogues.fields.${column}`);
  const columns = option.columns.map(columnLabel).join(', ');

  const choose = async (file: File | null) => {
    setFailure(null);
    setStep({ kind: 'reading' });
    const read = await readRowsFile(file);
    if (!read.ok) return setStep({ kind: 'choose', fileError: t(`catalogueTools.replace.fileErrors.${read.fileError}`) });
    const plan = planReplace(read.rows, fields, option, t);
    if (!plan.ok) return setStep({ kind: 'choose', fileError: t(`catalogueTools.replace.fileErrors.${plan.fileError}`, { columns, max: option.maxRows }) });
    setStep({ kind: 'preview', fileName: file!.name, plan });
  };
  const send = async (plan: Extract<ReplacePlan, { ok: true }>) => {
    setFailure(null);
    try {
      const { data } = await replace({ [option.bodyName]: { [option.listName]: plan.rows.map((r) => r.values) } }).unwrap();
      toast({ severity: 'success', summary: t('catalogueTools.replace.done', { removed: data.removed, created: data.created, catalogue: title }) });
      onHide();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const plan = step.kind === 'preview' ? step.plan : null;
  const footer = (
    <>
      <Button type="button" label={t('catalogueTools.replace.cancel')} outlined onClick={onHide} disabled={sending} />
      {plan && (
        <Button
          type="button"
          icon="pi pi-check"
          label={t('catalogueTools.replace.confirm', { count: plan.rows.length })}
          disabled={plan.issues.length > 0}
          loading={sending}
          onClick={() => void send(plan)}
        />
      )}
    </>
  );
  return (
    <ModalDialog header={t('catalogueTools.replace.title', { catalogue: title })} onHide={onHide} busy={sending} width="52rem" footer={footer}>
      <div className="flex flex-column gap-3">
        <p className="m-0">{t('catalogueTools.replace.intro', { columns, max: option.maxRows })}</p>
        {step.kind !== 'preview' ? (
          <>
            <FileDrop
              label={t('catalogueTools.replace.fileLabel')}
              dropText={t('catalogueTools.replace.drop')}
              chooseText={t('catalogueTools.replace.choose')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              icon="pi pi-file"
              busy={step.kind === 'reading'}
              onFiles={(files) => void choose(files[0] ?? null)}
            />
            {step.kind === 'choose' && step.fileError && <Message severity="error" text={step.fileError} />}
          </>
        ) : (
          <ReplacePreview fileName={step.fileName} plan={step.plan} columns={option.columns} columnLabel={columnLabel} onAnother={() => setStep({ kind: 'choose', fileError: null })} />
        )}
        {failure && <Message severity="error" text={t('catalogueTools.replace.refused', { reason: failure })} />}
      </div>
    </ModalDialog>
  );
}
