import type { SurveyQuestion } from '../../api/tags/insight';
import { EMPTY_VALUE } from '../../shared/format/emptyValue';
import { parseOptions } from './questionOptions';

/** An answer as the person read it: an option's label rather than its id, a scale's value out of its maximum. */
export function answerText(question: SurveyQuestion): string {
  if (question.valueResponse === null || question.valueResponse === '') return EMPTY_VALUE;
  const options = parseOptions(question.typeComponent, question.options ?? null);
  if (options?.kind === 'options') return options.options.find((o) => String(o.id) === question.valueResponse)?.label ?? question.valueResponse;
  if (options?.kind === 'scale') return `${question.valueResponse} / ${options.max}`;
  return question.valueResponse;
}
