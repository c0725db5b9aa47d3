import * as yup from 'yup';
import { LIMITS } from '../../../shared/validation/limits';

/**
 * A comment or observations written from a notification (spec 000 section 5): at most 4000 characters,
 * not starting with a blank (the contract's pattern), required where the action demands it. Messages
 * are translation keys.
 */
function notificationCommentSchema(required: boolean) {
  const text = yup
    .string()
    .default('')
    .max(LIMITS.notifications.commentMax, 'validation.maxLength')
    .matches(/^\S/, { message: 'validation.noLeadingBlank', excludeEmptyString: true });
  return required ? text.required('validation.required') : text;
}

/** The translation key of what is wrong with the text, or null. */
export function commentErrorKey(value: string, required: boolean): string | null {
  try {
    notificationCommentSchema(required).validateSync(value);
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : 'validation.required';
  }
}
