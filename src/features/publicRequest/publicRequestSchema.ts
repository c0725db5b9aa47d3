import * as yup from 'yup';
import { LIMITS } from '../../shared/validation/limits';

export interface PublicRequestValues {
  cellphone: string;
  email: string;
  issueDescription: string;
}

/** The public request form's rules; messages are translation keys. */
export const publicRequestSchema: yup.ObjectSchema<PublicRequestValues> = yup.object({
  cellphone: yup
    .string()
    .required('validation.required')
    .matches(new RegExp(`^\\d{${LIMITS.cellphoneDigits}}$`), { message: 'validation.cellphone' }),
  email: yup.string().required('validation.required').max(LIMITS.emailMax, 'validation.maxLength').email('validation.email'),
  issueDescription: yup
    .string()
    .required('validation.required')
    .max(LIMITS.textAreaMax, 'validation.maxLength')
    .matches(/^\S/, { message: 'validation.noLeadingBlank' }),
});
