import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from '../../../api/tags/insight';
import { RadioGroupInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { parseOptions } from '../questionOptions';
import { answerKey } from './answerSchema';

const { shortAnswerMax, paragraphMax, scaleMin } = LIMITS.surveys;

/** One question's answer by its type: a line, a paragraph, a scale's values or the options, all in sight. */
export function AnswerField({ question }: { question: SurveyQuestion }) {
  const { t } = useTranslation();
  const name = `answers.${answerKey(question)}`;
  const label = t('surveys.answer.question', { number: question.orderItem, label: question.label });
  const required = question.isRequired;
  // A longer text is kept and refused with the limit's message, so the person sees why rather than losing the end.
  if (question.typeComponent === 'shortAnswer') return <TextInput name={name} label={label} max={shortAnswerMax} stopAtMax={false} required={required} />;
  if (question.typeComponent === 'paragraph') return <TextAreaInput name={name} label={label} max={paragraphMax} stopAtMax={false} required={required} />;
  const options = parseOptions(question.typeComponent, question.options ?? null);
  const choices =
    options?.kind === 'scale'
      ? Array.from({ length: options.max - scaleMin + 1 }, (_, i) => ({ value: String(scaleMin + i), label: String(scaleMin + i) }))
      : options?.kind === 'options'
        ? options.options.map((o) => ({ value: String(o.id), label: o.label }))
        : [];
  return <RadioGroupInput name={name} label={label} options={choices} required={required} inline={options?.kind === 'scale'} />;
}
