import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetKitComponentCandidateQuery, type ProductRead } from '../../api/tags/product';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { LIMITS } from '../../shared/validation/limits';

const SERIAL_MAX = LIMITS.components.serialMax;

interface SerialPickerProps {
  /** Where the kit is: only a component there may join it. */
  place: { placeType: 'Warehouse' | 'TaskForce'; placeId: number } | null;
  /** Serials already picked: typing one again is refused in place. */
  picked: readonly string[];
  onPick: (component: ProductRead) => Promise<unknown> | void;
  /** Shown under the input when nothing was refused (the form's own rule). */
  error?: string;
  disabled?: boolean;
}

/**
 * A serial number typed (Enter or Add) and checked at once by the service: invalid, in another kit, elsewhere, not
 * available; none typed or one already picked says "product already added or not selected" (spec 001 section 8) and
 * one past LIMITS.components.serialMax its limit, each in place before anything is sent.
 */
export function SerialPicker({ place, picked, onPick, error, disabled = false }: SerialPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [check, checking] = useLazyGetKitComponentCandidateQuery();
  const messageOf = useApiErrorMessage();
  const [serial, setSerial] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async () => {
    const typed = serial.trim();
    if (!typed || picked.some((s) => s.toUpperCase() === typed.toUpperCase())) return setRefusal(t('kits.errors.alreadyAdded'));
    if (typed.length > SERIAL_MAX) return setRefusal(t('kits.errors.serialTooLong', { max: SERIAL_MAX }));
    if (!place) return setRefusal(t('kits.errors.warehouseFirst'));
    const answer = await check({ serialNumber: typed, ...place });
    if (answer.error) return setRefusal(messageOf(answer.error));
    setRefusal(null);
    setSerial('');
    await onPick(answer.data!.data);
  };
  const shown = refusal ?? error;

  return (
    <div className="field">
      <label htmlFor={inputId}>{t('kits.fields.serial')}</label>
      <div className="flex gap-2">
        <InputText
          id={inputId}
          value={serial}
          className={`flex-1 ${shown ? 'p-invalid' : ''}`}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          disabled={disabled}
          onChange={(event) => setSerial(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
        />
        <Button type="button" outlined icon="pi pi-plus" label={t('kits.actions.addComponent')} loading={checking.isFetching} disabled={disabled} onClick={() => void add()} />
      </div>
      {shown && <small id={`${inputId}-error`} className="p-error" role="alert">{shown}</small>}
    </div>
  );
}
