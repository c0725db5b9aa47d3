import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { DROPDOWN_READER_PT } from '../../../shared/ui/primeReaderFixes';
import { SearchTextField, toTextSearch } from './SearchTextField';

export interface TextChoiceFilterValue<Choice extends string> {
  text: string;
  choice: Choice;
}

interface TextChoiceFilterProps<Choice extends string> {
  value: TextChoiceFilterValue<Choice>;
  empty: TextChoiceFilterValue<Choice>;
  choiceLabel: string;
  choices: readonly { value: Choice; label: string }[];
  onSearch: (next: TextChoiceFilterValue<Choice>) => void;
}

/** A name search and one choice (state, kind); a text shorter than the minimum is refused with its message. */
export function TextChoiceFilter<Choice extends string>({ value, empty, choiceLabel, choices, onSearch }: TextChoiceFilterProps<Choice>) {
  const { t } = useTranslation();
  const id = useId();
  const { values, change, submit, clear, refused } = useFilterDraft(empty, onSearch, { initial: value, toSearch: toTextSearch });

  return (
    <FilterForm label={t('accessControl.filter.label')} onSubmit={submit} onClear={clear}>
      <SearchTextField id={`${id}-text`} label={t('accessControl.filter.text')} value={values.text} onChange={(text) => change({ text })} tooShort={refused} />
      <FilterField label={choiceLabel} htmlFor={`${id}-choice`}>
        <Dropdown
          inputId={`${id}-choice`}
          value={values.choice}
          options={[...choices]}
          onChange={(e) => change({ choice: e.value as Choice })}
          className="w-12rem"
          pt={DROPDOWN_READER_PT}
        />
      </FilterField>
    </FilterForm>
  );
}
