import { InputText } from 'primereact/inputtext';
import { classNames } from 'primereact/utils';
import { useTranslation } from 'react-i18next';
import { FilterField } from '../forms/FilterForm';
import type { FilterInputProps } from './filterInputProps';
import { FilterMessage, invalidProps } from './FilterMessage';
import type { TextFilterField } from './filterTypes';

/** A free text, no longer than its limit (unless a longer one is refused with a message), with the refusal's message under it. */
export function TextFilterInput({ field, id, draft, change, problem }: FilterInputProps<TextFilterField<Record<string, unknown>>>) {
  const { t } = useTranslation();
  const accept = field.accept ?? ((typed: string) => typed);
  return (
    <FilterField label={t(field.labelKey)} htmlFor={id}>
      <InputText
        id={id}
        type={field.inputType}
        value={String(draft[field.name])}
        maxLength={field.tooLongKey ? undefined : field.max}
        inputMode={field.inputMode}
        onChange={(e) => change({ [field.name]: accept(e.target.value) })}
        className={classNames(field.width ?? 'w-18rem', { 'p-invalid': problem })}
        {...invalidProps(id, problem)}
      />
      {problem && <FilterMessage id={id} problem={problem} />}
    </FilterField>
  );
}
