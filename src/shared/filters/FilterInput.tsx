import { CheckFilterInput } from './CheckFilterInput';
import { ChoiceFilterInput, FlagFilterInput } from './ChoiceFilterInput';
import { DateRangeFilterInput } from './DateRangeFilterInput';
import type { FilterInputProps } from './filterInputProps';
import type { FilterFieldDescription } from './filterTypes';
import { MultiChoiceFilterInput } from './MultiChoiceFilterInput';
import { NumberRangeFilterInput } from './NumberRangeFilterInput';
import { TextFilterInput } from './TextFilterInput';

/** The control of a field's kind. */
export function FilterInput({ field, ...props }: FilterInputProps<FilterFieldDescription<Record<string, unknown>>>) {
  switch (field.kind) {
    case 'text':
      return <TextFilterInput field={field} {...props} />;
    case 'choice':
      return <ChoiceFilterInput field={field} {...props} />;
    case 'multiChoice':
      return <MultiChoiceFilterInput field={field} {...props} />;
    case 'flag':
      return <FlagFilterInput field={field} {...props} />;
    case 'check':
      return <CheckFilterInput field={field} {...props} />;
    case 'dateRange':
      return <DateRangeFilterInput field={field} {...props} />;
    case 'numberRange':
      return <NumberRangeFilterInput field={field} {...props} />;
  }
}
