import { LIMITS } from '../../shared/validation/limits';

/** The answer types of spec 002 section 3, as typeComponent carries them. */
export const ANSWER_TYPES = ['shortAnswer', 'paragraph', 'linearScale', 'severalOptions'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

export interface SurveyOption {
  id: number;
  label: string;
}

/** A question's options as the editor holds them: a scale's maximum, a list of options, or nothing (the text types). */
export type QuestionOptions = { kind: 'scale'; max: number } | { kind: 'options'; options: SurveyOption[] } | { kind: 'none' };

const { scaleMin, scaleMaxMin, scaleMaxMax, scaleMaxDefault, optionsMax, optionLabelMax } = LIMITS.surveys;

/** What a question of this type starts with: a scale to 5, one empty option, or nothing. */
export function defaultOptions(type: AnswerType): QuestionOptions {
  if (type === 'linearScale') return { kind: 'scale', max: scaleMaxDefault };
  if (type === 'severalOptions') return { kind: 'options', options: [{ id: 1, label: '' }] };
  return { kind: 'none' };
}

/**
 * The serialised text the service stores (insight.yaml SurveyQuestionOptions): JSON, {"min":1,"max":N} for a scale,
 * [{"id":1,"label":"..."}] for options (ids 1 to n in order), null for the text types.
 */
export function serializeOptions(options: QuestionOptions): string | null {
  if (options.kind === 'scale') return JSON.stringify({ min: scaleMin, max: options.max });
  if (options.kind === 'options') return JSON.stringify(options.options.map((o, i) => ({ id: i + 1, label: o.label })));
  return null;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Reads a question's stored options for its type; null when the text does not follow the format (the service refuses it). */
export function parseOptions(type: AnswerType, text: string | null): QuestionOptions | null {
  if (type === 'shortAnswer' || type === 'paragraph') return text === null ? { kind: 'none' } : null;
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (type === 'linearScale') {
    const scale = value as { min?: unknown; max?: unknown };
    const valid = scale !== null && typeof scale === 'object' && !Array.isArray(scale) && Object.keys(scale).length === 2 && scale.min === scaleMin && isWhole(scale.max);
    return valid && (scale.max as number) >= scaleMaxMin && (scale.max as number) <= scaleMaxMax ? { kind: 'scale', max: scale.max as number } : null;
  }
  if (!Array.isArray(value) || value.length < 1 || value.length > optionsMax) return null;
  const options = value.every(
    (o: unknown, i) =>
      o !== null && typeof o === 'object' && Object.keys(o).length === 2 && (o as SurveyOption).id === i + 1
      && typeof (o as SurveyOption).label === 'string' && (o as SurveyOption).label.trim() !== '' && (o as SurveyOption).label.length <= optionLabelMax,
  );
  return options ? { kind: 'options', options: value as SurveyOption[] } : null;
}
