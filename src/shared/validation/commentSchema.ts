import * as yup from 'yup';
import { LIMITS } from './limits';

export interface CommentValues {
  comment: string;
}

/**
 * A ticket comment (spec 000 section 5): required, at most LIMITS.textAreaMax characters, not starting
 * with a blank. Messages are translation keys.
 */
export const commentSchema: yup.ObjectSchema<CommentValues> = yup.object({
  comment: yup
    .string()
    .default('')
    .required('validation.required')
    .max(LIMITS.textAreaMax, 'validation.maxLength')
    .matches(/^\S/, { message: 'validation.noLeadingBlank', excludeEmptyString: true }),
});
