export { TextInput } from './TextInput';
export { TextAreaInput } from './TextAreaInput';
export { NumberInput } from './NumberInput';
export { ChoiceInput, QueryChoiceInput } from './ChoiceInput';
export { FlagInput } from './FlagInput';
export { ColorInput } from './ColorInput';
export { FileInput } from './FileInput';
export { DateInput, DateRangeInput } from './DateInput';
export type { FieldOption, OptionSource, UseOptions } from './options';
