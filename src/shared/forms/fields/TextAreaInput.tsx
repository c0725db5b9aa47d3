import type { ReactNode } from 'react';
import { plainText, useFieldReading } from './fieldReadings';
import { TextArea } from './TextArea';
import { useBoundField } from './useBoundField';

interface TextAreaInputProps {
  name: string;
  label: ReactNode;
  max: number;
  required?: boolean;
  markRequired?: boolean;
  rows?: number;
  /** False: a longer text is kept and refused with the limit's message (see TextArea). */
  stopAtMax?: boolean;
}

/** A multi-line text bound to Formik, with label, used/limit counter and error. */
export function TextAreaInput({ name, label, max, required = false, markRequired, rows = 4, stopAtMax }: TextAreaInputProps) {
  const { id, field, value, error, disabled } = useBoundField<string | null>(name, { max });
  useFieldReading(name, label, plainText);
  return <TextArea id={id} {...field} value={value ?? ''} label={label} max={max} required={required} markRequired={markRequired} rows={rows} disabled={disabled} error={error} stopAtMax={stopAtMax} />;
}
