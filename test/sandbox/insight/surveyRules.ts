import { parseOptions, type QuestionOptions } from '../../../src/domain/surveys/questionOptions';
import { LIMITS } from '../../../src/shared/validation/limits';
import { SandboxError } from '../runtime';
import type { SurveyQuestionRecord, SurveyTemplateRecord } from './surveyState';

const { shortAnswerMax, paragraphMax, scaleMin } = LIMITS.surveys;
const refuse = (message: string, field: string): never => {
  throw new SandboxError(400, message, field);
};

/**
 * A template's questions as the service takes them (the schema has checked lengths and types): places 1 to n in
 * order, options that follow their type, and on an update only ids of the template's own questions.
 */
export function checkQuestions(questions: any[], own: SurveyTemplateRecord | null) {
  const ownIds = new Set(own?.questions.map((q) => q.idSurveyQuestion) ?? []);
  const seen = new Set<number>();
  questions.forEach((q, i) => {
    const at = `questionsTemplate[${i}]`;
    if (q.orderItem !== i + 1) refuse(`La pregunta ${i + 1} debe tener orderItem ${i + 1}`, `${at}.orderItem`);
    if (q.label.trim() === '') refuse(`La pregunta ${i + 1} no tiene texto`, `${at}.label`);
    if (!parseOptions(q.typeComponent, q.options)) refuse(`Las opciones de la pregunta ${i + 1} no corresponden a su tipo`, `${at}.options`);
    if (q.idSurveyQuestion !== null) {
      if (!ownIds.has(q.idSurveyQuestion) || seen.has(q.idSurveyQuestion)) refuse(`La pregunta ${q.idSurveyQuestion} no es de esta encuesta`, `${at}.idSurveyQuestion`);
      seen.add(q.idSurveyQuestion);
    }
  });
}

function checkValue(question: SurveyQuestionRecord, value: string, field: string) {
  const options = parseOptions(question.typeComponent, question.options) as QuestionOptions;
  if (question.typeComponent === 'shortAnswer' && value.length > shortAnswerMax) refuse(`La respuesta no puede exceder ${shortAnswerMax} caracteres`, field);
  if (question.typeComponent === 'paragraph' && value.length > paragraphMax) refuse(`La respuesta no puede exceder ${paragraphMax} caracteres`, field);
  if (options.kind === 'scale' && !(/^\d+$/.test(value) && Number(value) >= scaleMin && Number(value) <= options.max)) {
    refuse(`La respuesta debe ser un número de ${scaleMin} a ${options.max}`, field);
  }
  if (options.kind === 'options' && !options.options.some((o) => String(o.id) === value)) refuse('La respuesta no es una de las opciones', field);
}

/** A ticket's answers: each for a question of the survey, once, valid for its type; every required question answered. */
export function checkAnswers(template: SurveyTemplateRecord, answers: { value: string; idSurveyQuestion: number }[]): Map<number, string> {
  const given = new Map<number, string>();
  answers.forEach((answer, i) => {
    const field = `answers[${i}]`;
    const question = template.questions.find((q) => q.idSurveyQuestion === answer.idSurveyQuestion);
    if (!question || given.has(answer.idSurveyQuestion)) return refuse(`La pregunta ${answer.idSurveyQuestion} no es de esta encuesta`, `${field}.idSurveyQuestion`);
    if (answer.value.trim() === '') return undefined;
    checkValue(question, answer.value, `${field}.value`);
    given.set(question.idSurveyQuestion, answer.value);
  });
  const missing = template.questions.find((q) => q.isRequired && !given.has(q.idSurveyQuestion));
  if (missing) refuse(`La pregunta «${missing.label}» es obligatoria`, 'answers');
  return given;
}
