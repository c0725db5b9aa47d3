import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleError } from './movementRules';

interface SerialListFieldProps {
  title: string;
  inputLabel: string;
  value: string;
  onType: (value: string) => void;
  onAdd: () => void;
  error: RuleError;
  serials: string[];
  onRemove: (serial: string) => void;
}

/** One side of a movement: a serial-number field (Enter or Agregar adds it) and the serials added so far. */
export function SerialListField({ title, inputLabel, value, onType, onAdd, error, serials, onRemove }: SerialListFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-column gap-2 flex-1" style={{ minWidth: '16rem' }}>
      <h4 id={`${id}-title`} className="m-0 font-semibold">
        {title} ({serials.length})
      </h4>
      <label htmlFor={id} className="p-hidden-accessible">
        {inputLabel}
      </label>
      <div className="p-inputgroup">
        {/* No maxLength: a pasted serial cut short would name another component; the rule says why it is refused. */}
        <input
          id={id}
          // min-w-0 lets the field give way, so "Agregar" stays inside the card.
          className={`p-inputtext w-full min-w-0 ${error ? 'p-invalid' : ''}`}
          placeholder={inputLabel}
          value={value}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAdd();
            }
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <button type="button" className="p-button flex-shrink-0 white-space-nowrap" onClick={onAdd}>
          <span className="pi pi-plus mr-2" aria-hidden="true" />
          {t('ticketTabs.movements.add')}
        </button>
      </div>
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {t(`ticketTabs.movements.errors.${error.key}`, error.values)}
        </small>
      )}
      {serials.length === 0 ? (
        <p className="m-0 text-600 text-sm">{t('ticketTabs.movements.noneAdded')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-wrap gap-2" aria-labelledby={`${id}-title`}>
          {serials.map((serial) => (
            <li key={serial} className="surface-ground border-round px-2 py-1 flex align-items-center gap-2" style={{ overflowWrap: 'anywhere' }}>
              <span className="font-medium">{serial}</span>
              <button
                type="button"
                className="p-button p-button-text p-button-rounded p-button-sm p-0 w-2rem h-2rem"
                aria-label={t('ticketTabs.movements.remove', { serial })}
                onClick={() => onRemove(serial)}
              >
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
