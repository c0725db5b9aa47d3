import type { SurveyQuestionWrite, SurveyTemplateRead } from '../../../api/tags/insight';
import { defaultOptions, parseOptions, serializeOptions, type AnswerType, type QuestionOptions } from '../../../domain/surveys/questionOptions';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { moveItem } from '../../../shared/reorder/moveItem';

/** A question card: `key` names it while it is edited (drag and React), whatever its place. */
export interface DraftQuestion {
  key: string;
  idSurveyQuestion: number | null;
  label: string;
  type: AnswerType;
  isRequired: boolean;
  options: QuestionOptions;
}

export interface SurveyDraft extends Versioned {
  title: string;
  description: string;
  questions: DraftQuestion[];
}

export const EMPTY_DRAFT: SurveyDraft = { title: '', description: '', questions: [] };

let lastKey = 0;
const newKey = () => `q${++lastKey}`;

/** A new question: a short answer, required by default (spec 002 section 4). */
export const newQuestion = (): DraftQuestion => ({ key: newKey(), idSurveyQuestion: null, label: '', type: 'shortAnswer', isRequired: true, options: defaultOptions('shortAnswer') });

export const addQuestion = (questions: readonly DraftQuestion[]) => [...questions, newQuestion()];
/** Later questions move up a place: numbered from 1 by their place, they are renumbered. */
export const removeQuestion = (questions: readonly DraftQuestion[], index: number) => questions.filter((_, i) => i !== index);
export const moveQuestion = (questions: readonly DraftQuestion[], from: number, to: number) => moveItem(questions, from, to);

/** Another type clears the label and starts the options afresh (spec 002 section 4). */
export const changeType = (question: DraftQuestion, type: AnswerType): DraftQuestion => ({ ...question, type, label: '', options: defaultOptions(type) });

/** Options numbered 1 to n by their place, as stored. */
const numbered = (labels: readonly string[]) => labels.map((label, i) => ({ id: i + 1, label }));
const labelsOf = (options: QuestionOptions) => (options.kind === 'options' ? options.options.map((o) => o.label) : []);

export const addOption = (options: QuestionOptions): QuestionOptions => ({ kind: 'options', options: numbered([...labelsOf(options), '']) });
/** The last remaining option stays. */
export const removeOption = (options: QuestionOptions, index: number): QuestionOptions =>
  labelsOf(options).length <= 1 ? options : { kind: 'options', options: numbered(labelsOf(options).filter((_, i) => i !== index)) };
export const renameOption = (options: QuestionOptions, index: number, label: string): QuestionOptions => ({
  kind: 'options', options: numbered(labelsOf(options).map((l, i) => (i === index ? label : l))),
});

/** A template as the editor holds it. */
export function draftOf(template: SurveyTemplateRead): SurveyDraft {
  return {
    title: template.title,
    description: template.description ?? '',
    rowVersion: template.rowVersion,
    questions: [...template.surveyQuestionsTemplate]
      .sort((a, b) => a.orderItem - b.orderItem)
      .map((q) => ({
        key: newKey(), idSurveyQuestion: q.idSurveyQuestion, label: q.label, type: q.typeComponent, isRequired: q.isRequired,
        options: parseOptions(q.typeComponent, q.options ?? null) ?? defaultOptions(q.typeComponent),
      })),
  };
}

const trimmed = (o: QuestionOptions): QuestionOptions => (o.kind === 'options' ? { kind: 'options', options: o.options.map((x) => ({ ...x, label: x.label.trim() })) } : o);

/** The questions as the service takes them: placed 1 to n in the cards' order, options serialised. */
export function questionsTemplateOf(draft: SurveyDraft): SurveyQuestionWrite[] {
  return draft.questions.map((q, i) => ({
    idSurveyQuestion: q.idSurveyQuestion, orderItem: i + 1, label: q.label.trim(), typeComponent: q.type, isRequired: q.isRequired,
    options: serializeOptions(trimmed(q.options)),
  }));
}
