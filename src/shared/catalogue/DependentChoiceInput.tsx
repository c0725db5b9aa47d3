import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../forms/fields';
import type { DependentOptions } from './catalogueTypes';

interface DependentChoiceInputProps {
  name: string;
  label: string;
  options: DependentOptions;
  required: boolean;
}

/** A choice among the options of the field it depends on: it asks for that field first, and empties when that one changes. */
export function DependentChoiceInput({ name, label, options, required }: DependentChoiceInputProps) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const parent = (values[options.dependsOn] as number | null | undefined) ?? null;
  const source = options.useOptionsOf(parent);
  const shownFor = useRef(parent);

  useEffect(() => {
    // The edited row's own value belongs to the parent it was read with; only a change of the parent clears it.
    if (shownFor.current === parent) return;
    shownFor.current = parent;
    void setFieldValue(name, null);
  }, [parent, name, setFieldValue]);

  const first = parent === null ? t('catalogues.chooseFirst', { field: t(`catalogues.fields.${options.dependsOn}`) }) : undefined;
  return <ChoiceInput name={name} label={label} source={source} required={required} placeholder={first} emptyMessage={first} />;
}
