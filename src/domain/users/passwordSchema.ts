import * as yup from 'yup';
import { validationMessage } from '../../shared/validation/messages';
import { textRule } from '../../shared/validation/rules';
import { LIMITS } from '../../shared/validation/limits';

const { passwordMin, passwordMax, passwordSpecials } = LIMITS.users;

// An empty optional password passes: the required rule speaks for an empty one.
const has = (test: (ch: string) => boolean) => (value: string) => value === '' || [...value].some(test);

/**
 * A password (spec 002 section 5; security.yaml Password): 8 to 64 characters, an upper case and a lower
 * case letter, a digit and one of LIMITS.users.passwordSpecials; no leading or trailing space (textRule).
 */
export function passwordSchema(required = true): yup.StringSchema<string, yup.AnyObject, '', 'd'> {
  return textRule({ required, min: passwordMin, max: passwordMax })
    .test('upper', 'users.password.upper', has((ch) => ch !== ch.toLowerCase()))
    .test('lower', 'users.password.lower', has((ch) => ch !== ch.toUpperCase()))
    .test('digit', 'users.password.digit', has((ch) => ch >= '0' && ch <= '9'))
    .test('special', validationMessage('users.password.special', { specials: passwordSpecials }), has((ch) => passwordSpecials.includes(ch)));
}
