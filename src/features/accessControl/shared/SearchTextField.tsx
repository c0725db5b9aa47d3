import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../shared/validation/limits';

/** Empty (everything) or at least the contract's minimum (SearchText). */
const isSearchableText = (text: string) => text.trim() === '' || text.trim().length >= LIMITS.accessControl.searchMinLength;

/** A filter's search with its text trimmed, or null (refused) for a text under the minimum. */
export const toTextSearch = <V extends { text: string }>(draft: V): V | null => (isSearchableText(draft.text) ? { ...draft, text: draft.text.trim() } : null);

interface SearchTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Set when a search was refused for a text shorter than the minimum. */
  tooShort: boolean;
}

/** The search text of the access screens' filters, with the "at least N characters" message when refused. */
export function SearchTextField({ id, label, value, onChange, tooShort }: SearchTextFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <InputText
        id={id}
        value={value}
        maxLength={LIMITS.generalTextMax}
        onChange={(e) => onChange(e.target.value)}
        className={`w-18rem ${tooShort ? 'p-invalid' : ''}`}
        aria-invalid={tooShort}
        aria-describedby={tooShort ? `${id}-error` : undefined}
      />
      {tooShort && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {t('accessControl.filter.tooShort', { min: LIMITS.accessControl.searchMinLength })}
        </small>
      )}
    </div>
  );
}
