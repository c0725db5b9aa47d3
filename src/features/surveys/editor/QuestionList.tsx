import { useFormikContext } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../shared/reorder/SortableList';
import { translateError } from '../../../shared/validation/messages';
import { LIMITS } from '../../../shared/validation/limits';
import { QuestionCard } from './QuestionCard';
import { addQuestion, moveQuestion, removeQuestion, type SurveyDraft } from './surveyDraft';

/** The question cards in order: reordered by drag, keyboard or buttons, removed (the rest renumbered), and added. */
export function QuestionList() {
  const { t } = useTranslation();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<SurveyDraft>();
  const { questions } = values;
  // A card not drawn again keeps its remove and move: they read the questions as they are now, not as then.
  const current = useRef(questions);
  useLayoutEffect(() => {
    current.current = questions;
  });
  const set = (change: (now: SurveyDraft['questions']) => SurveyDraft['questions']) => void setFieldValue('questions', change(current.current));
  // The list's own rule (at least one question) says so beside it once a save was tried.
  const listError = submitCount > 0 && typeof errors.questions === 'string' ? translateError(t, errors.questions) : null;
  return (
    <div className="flex flex-column gap-3">
      <h2 className="m-0 text-xl">{t('surveys.editor.questions')}</h2>
      <SortableList
        items={questions}
        idOf={(q) => q.key}
        nameOf={(_, index) => t('surveys.editor.question', { number: index + 1 })}
        onMove={(from, to) => set((now) => moveQuestion(now, from, to))}
        label={t('surveys.editor.questions')}
        textsKey="surveys.reorder"
      >
        {(question, index, controls) => <QuestionCard question={question} index={index} controls={controls} onRemove={() => set((now) => removeQuestion(now, index))} />}
      </SortableList>
      {listError && (
        <p role="alert" className="p-error m-0">
          {listError}
        </p>
      )}
      <div>
        <Button type="button" outlined icon="pi pi-plus" label={t('surveys.editor.addQuestion')} disabled={questions.length >= LIMITS.surveys.questionsMax} onClick={() => set(addQuestion)} />
      </div>
    </div>
  );
}
