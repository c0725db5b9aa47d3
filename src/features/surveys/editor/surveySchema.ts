import * as yup from 'yup';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';

const { titleMax, descriptionMax, labelMax, optionLabelMax, scaleMaxMin, scaleMaxMax, questionsMax, optionsMax } = LIMITS.surveys;

/** A required text that is not only spaces, with the messages naming its field (spec 002 section 8). */
const text = (field: string, max: number) =>
  yup
    .string()
    .required(`surveys.errors.${field}Required`)
    .test('blank', 'surveys.errors.onlySpaces', (value) => !value || value.trim() !== '')
    .max(max, validationMessage(`surveys.errors.${field}Max`, { max }));

const scaleRange = validationMessage('surveys.errors.scaleRange', { min: scaleMaxMin, max: scaleMaxMax });

// Made once: a lazy rule that built its schema on each call cost every validation of a long survey a hundred builds.
const SCALE = yup.object({ max: yup.number().nullable().required(scaleRange).integer(scaleRange).min(scaleMaxMin, scaleRange).max(scaleMaxMax, scaleRange) });
const OPTIONS = yup.object({ options: yup.array(yup.object({ label: text('option', optionLabelMax) })).min(1).max(optionsMax) });
const NONE = yup.object();
const options = yup.lazy((value: { kind?: string } | undefined) => (value?.kind === 'scale' ? SCALE : value?.kind === 'options' ? OPTIONS : NONE));

/** A template's rules (spec 002 sections 4 and 5): a title, at least one question, each with its label and options. */
export const surveySchema = yup.object({
  title: text('title', titleMax),
  description: yup.string().max(descriptionMax, validationMessage('surveys.errors.descriptionMax', { max: descriptionMax })),
  questions: yup.array(yup.object({ label: text('label', labelMax), options })).min(1, 'surveys.errors.noQuestions').max(questionsMax),
});
