import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import type { FilterInputProps } from './filterInputProps';
import type { CheckFilterField } from './filterTypes';

/** A box to tick, its label beside it, level with the other fields' controls. */
export function CheckFilterInput({ field, id, draft, change }: FilterInputProps<CheckFilterField<Record<string, unknown>>>) {
  const { t } = useTranslation();
  return (
    <div className="flex align-items-center gap-2 align-self-end pb-2">
      <Checkbox inputId={id} checked={draft[field.name] === true} onChange={(e) => change({ [field.name]: e.checked === true })} />
      <label htmlFor={id}>{t(field.labelKey)}</label>
    </div>
  );
}
