import { useFormikContext } from 'formik';
import { Button } from 'primereact/button';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_TYPES, type AnswerType } from '../../../domain/surveys/questionOptions';
import { ChoiceInput, FlagInput } from '../../../shared/forms/fields';
import { FormikSlice } from '../../../shared/forms/FormikSlice';
import { LabelInput } from './LabelInput';
import { OptionsEditor } from './OptionsEditor';
import { changeType, type DraftQuestion } from './surveyDraft';

interface QuestionCardProps {
  question: DraftQuestion;
  index: number;
  /** The drag handle and the move buttons (SortableList). */
  controls: ReactNode;
  onRemove: () => void;
}

/** One question, numbered by its place: its header (number, reorder controls, remove) and its fields. */
export function QuestionCard({ question, index, controls, onRemove }: QuestionCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <section className="surface-card border-round shadow-1 p-3 flex flex-column gap-3" aria-label={t('surveys.editor.question', { number })}>
      <div className="flex align-items-center justify-content-between gap-2">
        <h3 className="m-0 text-lg">{t('surveys.editor.question', { number })}</h3>
        <div className="flex align-items-center gap-1">
          {controls}
          <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={t('surveys.editor.removeQuestion', { number })} onClick={onRemove} />
        </div>
      </div>
      <QuestionFields question={question} index={index} />
    </section>
  );
}

/**
 * The question's fields, drawn again only when this question changes or moves (memo, and a FormikSlice of its own):
 * with a hundred cards, a move or a keystroke redraws one or two cards, not all of them.
 */
const QuestionFields = memo(function QuestionFields({ question, index }: { question: DraftQuestion; index: number }) {
  return (
    <FormikSlice path={`questions.${index}`}>
      <QuestionFieldsOf question={question} index={index} />
    </FormikSlice>
  );
});

/** Its label, type, whether it is required and its options. */
function QuestionFieldsOf({ question, index }: { question: DraftQuestion; index: number }) {
  const { t } = useTranslation();
  const { setFieldValue } = useFormikContext();
  const name = `questions.${index}`;
  const number = index + 1;
  const types = { options: ANSWER_TYPES.map((type) => ({ value: type, label: t(`surveys.types.${type}`) })), loading: false, error: null };
  return (
    <>
      {/* A new type clears the label, so the label's own typing state starts afresh with it. */}
      <LabelInput key={`${question.key}-${question.type}`} name={`${name}.label`} label={t('surveys.editor.label', { number })} />
      <div className="grid">
        <div className="col-12 md:col-8">
          <ChoiceInput
            name={`${name}.type`} label={t('surveys.editor.type', { number })} source={types} required
            onPicked={(type) => void setFieldValue(name, changeType(question, type as AnswerType))}
          />
        </div>
        <div className="col-12 md:col-4 flex align-items-end">
          <FlagInput name={`${name}.isRequired`} label={t('surveys.editor.required', { number })} as="switch" />
        </div>
      </div>
      <OptionsEditor name={`${name}.options`} options={question.options} number={number} />
    </>
  );
}
