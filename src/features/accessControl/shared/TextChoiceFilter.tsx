import { useId, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '../../../shared/ui/FilterActions';
import { DROPDOWN_READER_PT } from '../../../shared/ui/primeReaderFixes';
import { isSearchableText, SearchTextField } from './SearchTextField';

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
  const [draft, setDraft] = useState(value);
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchable = isSearchableText(draft.text);
    setTooShort(!searchable);
    if (searchable) onSearch({ ...draft, text: draft.text.trim() });
  };

  return (
    <form role="search" aria-label={t('accessControl.filter.label')} className="flex flex-wrap align-items-start gap-3" onSubmit={submit} noValidate>
      <SearchTextField id={`${id}-text`} label={t('accessControl.filter.text')} value={draft.text} onChange={(text) => setDraft({ ...draft, text })} tooShort={tooShort} />
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-choice`} className="font-medium">
          {choiceLabel}
        </label>
        <Dropdown
          inputId={`${id}-choice`}
          value={draft.choice}
          options={[...choices]}
          onChange={(e) => setDraft({ ...draft, choice: e.value as Choice })}
          className="w-12rem"
          pt={DROPDOWN_READER_PT}
        />
      </div>
      <FilterActions className="align-self-end" onClear={() => {
            setDraft(empty);
            setTooShort(false);
            onSearch(empty);
          }} />
    </form>
  );
}
