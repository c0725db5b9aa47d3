import * as yup from 'yup';
import { LIMITS } from './limits';

export interface CommentValues {
  comment: string;
}

interface CommentOptions {
  /** The contract's limit for this comment; the ticket comment's 5000 by default. */
  max?: number;
  /** Whether the action demands a comment. */
  required?: boolean;
}

/**
 * The one comment rule (spec 000 section 5): not starting with a blank, at most `max` characters, and
 * required where the action demands it. Every comment of the product (ticket, status change,
 * reassignment, notification, work order) uses it. Messages are translation keys.
 */
export function commentRule({ max = LIMITS.textAreaMax, required = true }: CommentOptions = {}) {
  const text = yup
    .string()
    .default('')
    .max(max, 'validation.maxLength')
    .matches(/^\S/, { message: 'validation.noLeadingBlank', excludeEmptyString: true });
  return required ? text.required('validation.required') : text;
}

/** A ticket comment form. */
export const commentSchema: yup.ObjectSchema<CommentValues> = yup.object({ comment: commentRule() });

/** The translation key of what is wrong with a comment, or null: for screens that check without Formik. */
export function commentProblem(value: string, options: CommentOptions = {}): string | null {
  try {
    commentRule(options).validateSync(value);
    return null;
  } catch (error) {
    return error instanceof yup.ValidationError ? error.message : 'validation.required';
  }
}
