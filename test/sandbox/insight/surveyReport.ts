import { parseOptions } from '../../../src/domain/surveys/questionOptions';
import type { AnsweredSurveyRecord, SurveyQuestionRecord, SurveyTemplateRecord } from './surveyState';

const timeOf = (date: string) => Date.parse(/Z$/.test(date) ? date : `${date}Z`);

/** The answered surveys between two moments (either may be absent). */
export function answeredBetween(answered: Iterable<AnsweredSurveyRecord>, query: { dateFrom?: string; dateTo?: string }) {
  const from = query.dateFrom ? timeOf(query.dateFrom) : -Infinity;
  const to = query.dateTo ? timeOf(query.dateTo) : Infinity;
  return [...answered].filter((a) => timeOf(a.answeredDate) >= from && timeOf(a.answeredDate) < to);
}

/** Every value a scale or options question can take, with its label. */
function valuesOf(question: SurveyQuestionRecord): { value: string; label: string }[] {
  const options = parseOptions(question.typeComponent, question.options);
  if (options?.kind === 'scale') return Array.from({ length: options.max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  if (options?.kind === 'options') return options.options.map((o) => ({ value: String(o.id), label: o.label }));
  return [];
}

/** Per question of the template as it is now: how many answered, each value's count, a scale's average. */
export function templateReport(template: SurveyTemplateRecord, answered: AnsweredSurveyRecord[]) {
  const questions = template.questions.map((question) => {
    const given = answered.map((a) => a.answers.get(question.idSurveyQuestion)).filter((v): v is string => v !== undefined);
    const distribution = valuesOf(question).map((v) => ({ ...v, count: given.filter((g) => g === v.value).length }));
    const average = question.typeComponent === 'linearScale' && given.length ? Math.round((given.reduce((s, v) => s + Number(v), 0) / given.length) * 100) / 100 : null;
    const { idSurveyQuestion, orderItem, label, typeComponent } = question;
    return { idSurveyQuestion, orderItem, label, typeComponent, answeredCount: given.length, average, distribution };
  });
  return { idSurveyTemplate: template.idSurveyTemplate, title: template.title, answeredCount: answered.length, questions };
}
