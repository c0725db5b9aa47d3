import * as yup from 'yup';
import type { SurveyAnswerSubmission, SurveyQuestion } from '../../../api/tags/insight';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';

const { shortAnswerMax, paragraphMax } = LIMITS.surveys;

/** The answers as the form holds them: one text per question (a scale's number, an option's id), '' for none. */
export interface AnswerDraft {
  answers: Record<string, string>;
}

/** A question's field in the draft. */
export const answerKey = (question: Pick<SurveyQuestion, 'idSurveyQuestion'>) => `q${question.idSurveyQuestion}`;

function ruleOf(question: SurveyQuestion) {
  const required = validationMessage('surveys.answer.errors.required', { number: question.orderItem });
  let rule = yup.string();
  if (question.typeComponent === 'shortAnswer' || question.typeComponent === 'paragraph') {
    const max = question.typeComponent === 'shortAnswer' ? shortAnswerMax : paragraphMax;
    rule = rule.max(max, validationMessage('surveys.answer.errors.max', { max }));
  }
  // Spec 002 section 5: select and rating are required when the question is; a required text is too (the service
  // refuses the survey without it), and spaces alone answer nothing.
  return question.isRequired ? rule.test('answered', required, (value) => Boolean(value?.trim())) : rule;
}

/** The rules of a ticket's survey (spec 002 sections 5 and 8): short answer 100, paragraph 500, required questions answered. */
export function answerSchema(questions: readonly SurveyQuestion[]) {
  return yup.object({ answers: yup.object(Object.fromEntries(questions.map((q) => [answerKey(q), ruleOf(q)]))) });
}

export const emptyDraft = (questions: readonly SurveyQuestion[]): AnswerDraft => ({ answers: Object.fromEntries(questions.map((q) => [answerKey(q), ''])) });

/** What POST /Survey takes: every question's answer, an unanswered optional one as '' (insight.yaml SurveyAnswer). */
export function submissionOf(idTicket: number, questions: readonly SurveyQuestion[], draft: AnswerDraft): SurveyAnswerSubmission {
  return { idTicket, answers: questions.map((q) => ({ idSurveyQuestion: q.idSurveyQuestion, value: (draft.answers[answerKey(q)] ?? '').trim() })) };
}
