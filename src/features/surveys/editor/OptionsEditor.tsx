import { useFormikContext } from 'formik';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { QuestionOptions } from '../../../domain/surveys/questionOptions';
import { NumberInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { addOption, removeOption } from './surveyDraft';

const { optionLabelMax, optionsMax, scaleMin, scaleMaxMax } = LIMITS.surveys;

/** A scale's maximum, or the list of options (added, removed but never the last, numbered 1 to n); nothing for the text types. */
export function OptionsEditor({ name, options, number }: { name: string; options: QuestionOptions; number: number }) {
  const { t } = useTranslation();
  const { setFieldValue } = useFormikContext();
  if (options.kind === 'scale') {
    return <NumberInput name={`${name}.max`} label={t('surveys.editor.scaleMax', { number })} required hint={t('surveys.editor.scaleHint', { min: scaleMin, max: scaleMaxMax })} />;
  }
  if (options.kind !== 'options') return null;
  const list = options.options;
  return (
    <fieldset className="border-none p-0 m-0 flex flex-column gap-2">
      <legend className="font-medium mb-2">{t('surveys.editor.options', { number })}</legend>
      {list.map((option, index) => (
        <div key={option.id} className="flex align-items-start gap-2">
          <div className="flex-1">
            <TextInput name={`${name}.options.${index}.label`} label={t('surveys.editor.option', { number: option.id })} max={optionLabelMax} stopAtMax={false} required />
          </div>
          <Button
            type="button" text severity="danger" icon="pi pi-times" className="mt-4"
            aria-label={t('surveys.editor.removeOption', { number: option.id })}
            disabled={list.length <= 1}
            onClick={() => void setFieldValue(name, removeOption(options, index))}
          />
        </div>
      ))}
      <div>
        <Button type="button" outlined size="small" icon="pi pi-plus" label={t('surveys.editor.addOption')} disabled={list.length >= optionsMax} onClick={() => void setFieldValue(name, addOption(options))} />
      </div>
    </fieldset>
  );
}
