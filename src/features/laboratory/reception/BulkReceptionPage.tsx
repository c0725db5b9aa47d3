import { useId, useMemo, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { productApi } from '../../../api/tags/product';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { useLaboratoryOptions } from '../useLaboratoryOptions';
import { deriveEntries, serialKey, splitSerials } from './receptionEntries';
import { SerialEntryList } from './SerialEntryList';
import { useSerialChecks } from './useSerialChecks';

/**
 * /laboratory/bulkReception: serials scanned (each ends with Enter) or pasted are checked at once, here (at most
 * LIMITS.components.serialMax characters, not twice) and by the service (exists, on its way to this laboratory);
 * each shows its state in place. Nothing is received until the user confirms, and then only the receivable ones.
 */
export default function BulkReceptionPage() {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const labs = useLaboratoryOptions();
  const expanded = useComboboxExpanded();
  const [receive, receiving] = productApi.endpoints.receiveLaboratoryComponents.useMutation();
  const [laboratoryId, setLaboratoryId] = useState<number | null>(null);
  const [serials, setSerials] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [full, setFull] = useState(false);

  const checks = useSerialChecks();
  const entries = useMemo(() => deriveEntries(serials, checks.bySerial), [serials, checks.bySerial]);
  const receivable = entries.filter((e) => e.state === 'ok').map((e) => e.serial);
  const problems = entries.filter((e) => e.state !== 'ok' && e.state !== 'checking').length;
  const checking = laboratoryId !== null && entries.some((e) => e.state === 'checking');

  /** The serials of the list the service has not answered for: each once, none over the limit. */
  const unanswered = (list: readonly string[], answered: ReadonlyMap<string, unknown>) =>
    deriveEntries(list, new Map()).filter((e) => e.state === 'checking' && !answered.has(serialKey(e.serial))).map((e) => e.serial);

  const add = (text: string) => {
    const room = LIMITS.laboratory.receptionMax - serials.length;
    const added = splitSerials(text);
    const next = [...serials, ...added.slice(0, room)];
    setFull(added.length > room);
    setSerials(next);
    setTyped('');
    const known = new Set(serials.map(serialKey));
    if (laboratoryId !== null) checks.ask(laboratoryId, unanswered(next, checks.bySerial).filter((s) => !known.has(serialKey(s))));
  };
  const chooseLaboratory = (chosen: number | null) => {
    setLaboratoryId(chosen);
    checks.forLaboratory(chosen);
    if (chosen !== null) checks.ask(chosen, unanswered(serials, new Map()));
  };
  const retry = () => {
    checks.forLaboratory(laboratoryId);
    if (laboratoryId !== null) checks.ask(laboratoryId, unanswered(serials, new Map()));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    e.preventDefault();
    add(typed);
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    e.preventDefault();
    add(typed + e.clipboardData.getData('text'));
  };
  const confirm = async () => {
    await receive({ laboratorySerials: { laboratoryId: laboratoryId!, serialNumbers: receivable } }).unwrap();
    toast({ severity: 'success', summary: t('laboratory.reception.received', { count: receivable.length }) });
    setSerials([]);
  };

  return (
    <section className="p-3 flex flex-column gap-3">
      <h1 className="text-2xl font-semibold m-0">{t('routes.laboratoryBulkReception')}</h1>
      <div className="flex flex-wrap align-items-end gap-3">
        <div className="flex flex-column gap-1">
          <label htmlFor={`${id}-lab`} className="font-medium">{t('laboratory.reception.laboratory')}</label>
          <Dropdown {...expanded} inputId={`${id}-lab`} value={laboratoryId} options={labs.options} loading={labs.loading} className="w-20rem"
            placeholder={t('forms.choose')} onChange={(e) => chooseLaboratory(e.value ?? null)} pt={DROPDOWN_READER_PT} />
        </div>
        <div className="flex flex-column gap-1 flex-1" style={{ minWidth: '18rem' }}>
          <label htmlFor={`${id}-serials`} className="font-medium">{t('laboratory.reception.serials')}</label>
          <InputTextarea id={`${id}-serials`} rows={2} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={onKeyDown} onPaste={onPaste}
            aria-describedby={`${id}-hint`} />
          <small id={`${id}-hint`} className="text-600">{t('laboratory.reception.hint', { max: LIMITS.laboratory.receptionMax })}</small>
        </div>
        <Button type="button" icon="pi pi-plus" label={t('laboratory.reception.add')} outlined onClick={() => add(typed)} />
      </div>
      {labs.error !== undefined && labs.error !== null && <span role="alert" className="p-error">{errorMessage(labs.error)}</span>}
      {full && <span role="alert" className="p-error">{t('laboratory.reception.full', { max: LIMITS.laboratory.receptionMax })}</span>}
      {laboratoryId === null && serials.length > 0 && <span className="text-600">{t('laboratory.reception.chooseLaboratory')}</span>}
      <RequestError error={checks.failed ?? undefined} onRetry={retry} />
      <p className="m-0" aria-live="polite">
        {t('laboratory.reception.summary', { total: entries.length, ok: receivable.length, problems })}
      </p>
      <SerialEntryList entries={entries} onRemove={(index) => setSerials((was) => was.filter((_, i) => i !== index))} />
      <div className="flex gap-2">
        <BusyButton icon="pi pi-download" label={t('laboratory.reception.confirm', { count: receivable.length })} busy={receiving.isLoading}
          disabled={!receivable.length || checking} onClick={() => void confirm().catch(() => undefined)} />
        <Button type="button" label={t('laboratory.reception.clear')} text disabled={!serials.length} onClick={() => setSerials([])} />
      </div>
      {receiving.error !== undefined && <span role="alert" className="p-error">{errorMessage(receiving.error)}</span>}
    </section>
  );
}
