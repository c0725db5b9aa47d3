import { useId, useState } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/ui/BusyButton';
import { LIMITS } from '../../shared/validation/limits';
import { readSerialLines, type SerialLines } from './serialLines';

interface Props {
  counted: readonly string[];
  busy: boolean;
  onCount: (serials: string[]) => Promise<boolean>;
}

/** Serials scanned (a scanner types one and Enter) or pasted, one a line; too long and repeated ones are named in place. */
export function SerialCount({ counted, busy, onCount }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [last, setLast] = useState<SerialLines | null>(null);

  const submit = async () => {
    const lines = readSerialLines(text, counted);
    setLast(lines);
    if (lines.serials.length > LIMITS.audits.serialsPerCount) return;
    if (lines.serials.length && !(await onCount(lines.serials))) return;
    setText('');
  };
  const tooMany = last !== null && last.serials.length > LIMITS.audits.serialsPerCount;

  return (
    <div className="flex flex-column gap-2">
      <label htmlFor={id} className="font-semibold">{t('audits.count.serials')}</label>
      <small id={`${id}-hint`}>{t('audits.count.serialsHint', { max: LIMITS.audits.serialMax })}</small>
      <InputTextarea
        id={id}
        aria-describedby={`${id}-hint`}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        // A scanner ends each serial with Enter: the count goes at once; Shift+Enter keeps typing a list.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      <BusyButton type="button" className="align-self-start" icon="pi pi-check" label={t('audits.count.add')} busy={busy} onClick={() => void submit()} />
      {last && (last.tooLong.length > 0 || last.repeated.length > 0 || tooMany) && (
        <ul role="alert" className="m-0 pl-3 p-error">
          {tooMany && <li>{t('audits.count.tooMany', { max: LIMITS.audits.serialsPerCount })}</li>}
          {last.tooLong.map((serial) => <li key={`long-${serial}`}>{t('audits.count.tooLong', { serial: serial.slice(0, 20), max: LIMITS.audits.serialMax })}</li>)}
          {last.repeated.map((serial) => <li key={`again-${serial}`}>{t('audits.count.repeated', { serial })}</li>)}
        </ul>
      )}
    </div>
  );
}
