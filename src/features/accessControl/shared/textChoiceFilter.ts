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
