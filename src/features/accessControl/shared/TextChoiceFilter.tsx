import { useMemo } from 'react';
import { FilterBar } from '../../../shared/filters/FilterBar';
import type { FilterDescription, StaticOption } from '../../../shared/filters/filterTypes';
import { accessSearchText } from './accessSearchText';

export interface TextChoiceFilterValue<Choice extends string> {
  text: string;
  choice: Choice;
}

interface TextChoiceDescription<Choice extends string> {
  empty: TextChoiceFilterValue<Choice>;
  choiceLabelKey: string;
  choices: readonly StaticOption<Choice>[];
}

/** A name search and one choice (state, kind), as the groups and profiles screens filter; a text under the minimum is refused with its message. */
export function textChoiceFilter<Choice extends string>({ empty, choiceLabelKey, choices }: TextChoiceDescription<Choice>): FilterDescription<TextChoiceFilterValue<Choice>> {
  return {
    labelKey: 'accessControl.filter.label',
    empty,
    fields: [
      accessSearchText('accessControl.filter.text'),
      { kind: 'choice', name: 'choice', labelKey: choiceLabelKey, options: choices, width: 'w-12rem' },
    ],
  };
}

interface TextChoiceFilterProps<Choice extends string> {
  value: TextChoiceFilterValue<Choice>;
  empty: TextChoiceFilterValue<Choice>;
  choiceLabel: string;
  choices: readonly { value: Choice; label: string }[];
  onSearch: (next: TextChoiceFilterValue<Choice>) => void;
}

/**
 * The groups and profiles screens' filter until they render `<FilterBar filter={textChoiceFilter(...)} />`.
 * Its labels come translated: a text that is no key translates to itself.
 */
export function TextChoiceFilter<Choice extends string>({ value, empty, choiceLabel, choices, onSearch }: TextChoiceFilterProps<Choice>) {
  const filter = useMemo(
    () => textChoiceFilter({ empty, choiceLabelKey: choiceLabel, choices: choices.map((choice) => ({ value: choice.value, labelKey: choice.label })) }),
    [empty, choiceLabel, choices],
  );
  return <FilterBar filter={filter} value={value} onSearch={onSearch} />;
}
