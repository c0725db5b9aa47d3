import { useState } from 'react';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/validation/limits';
import type { Entry } from './receptionEntries';

/** Serials drawn at a time: a paste of thousands renders one page, never the whole list. */
const PAGE = 100;

interface Props {
  entries: readonly Entry[];
  onRemove: (index: number) => void;
}

/** The serials entered, each with its state in place (checking, receivable, or why not) and a way to take it out. */
export function SerialEntryList({ entries, onRemove }: Props) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(0);
  const start = first < entries.length ? first : Math.max(0, Math.floor((entries.length - 1) / PAGE) * PAGE);
  const shown = entries.slice(start, start + PAGE);
  return (
    <div className="flex flex-column gap-2">
      <ol className="list-none m-0 p-0 flex flex-column gap-1" aria-label={t('laboratory.reception.listLabel')} start={start + 1}>
        {shown.map((e) => (
          <li key={e.index} className="flex align-items-center gap-2">
            <span className="font-medium" style={{ overflowWrap: 'anywhere' }}>{e.serial}</span>
            <span className={e.state === 'ok' ? 'text-green-700' : e.state === 'checking' ? 'text-600' : 'p-error'}>
              {t(`laboratory.reception.states.${e.state}`, { max: LIMITS.components.serialMax })}
            </span>
            <Button type="button" text size="small" icon="pi pi-times" aria-label={t('laboratory.reception.remove', { serial: e.serial })} onClick={() => onRemove(e.index)} />
          </li>
        ))}
      </ol>
      {entries.length > PAGE && <Paginator first={start} rows={PAGE} totalRecords={entries.length} onPageChange={(e) => setFirst(e.first)} />}
    </div>
  );
}
