export { TextInput } from './TextInput';
export { TextAreaInput } from './TextAreaInput';
export { TextArea } from './TextArea';
export { NumberInput } from './NumberInput';
export { ChoiceInput, QueryChoiceInput } from './ChoiceInput';
export { FlagInput } from './FlagInput';
export { RadioGroupInput } from './RadioGroupInput';
export { ColorInput } from './ColorInput';
export { FileInput } from './FileInput';
export { StoredImageInput } from './StoredImageInput';
export { DateInput, DateRangeInput } from './DateInput';
export { RichTextInput, type RichTextLabels } from './RichTextInput';
export { KeywordsInput } from './KeywordsInput';
export { ReadOnlyField } from './ReadOnlyField';
// For a bound field built outside the kit around a control of its own (a domain's server search).
export { useBoundField } from './useBoundField';
export { describedBy, FieldFrame } from './FieldFrame';
// How a field reads in a summary of its form (a save's conflict): for a field built outside the kit.
export { useFieldReading } from './fieldReadings';
export type { FieldOption, OptionSource, UseOptions } from './options';
