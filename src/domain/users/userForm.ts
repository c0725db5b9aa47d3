import * as yup from 'yup';
import type { AccountCreateRequest, AccountDetailRead as AccountDetail, AccountUpdateRequest, LangId, RoleCode } from '../../api/tags/security';
import { sentVersion, type Versioned } from '../../shared/forms/conflict/versioned';
import { passwordSchema } from './passwordSchema';
import { LIMITS } from '../../shared/validation/limits';
import { integerRule, requiredIdRule, textRule } from '../../shared/validation/rules';
import { validationMessage } from '../../shared/validation/messages';

/** What the user form edits; ids are null until chosen, texts '' when empty. */
export interface UserFormValues extends Versioned {
  fullName: string;
  email: string;
  userName: string;
  password: string;
  mobileNumber: string;
  credential: string;
  roleCode: RoleCode | null;
  accessProfileId: number | null;
  langId: LangId;
  nonOperational: boolean;
  level: number | null;
  superiorId: number | null;
  position: string;
  isVacant: boolean;
  systemGroupIds: number[];
}

const { userNameMin, mobileMin, mobileMax, levelMax } = LIMITS.users;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every creation rule (spec 002 section 5, security.yaml AccountCreateRequest); an edit and the way back
 * to operative apply the same ones. Operative users need a level; a level above 0 needs a superior.
 */
export function userFormSchema(creating: boolean) {
  return yup.object({
    fullName: textRule({ required: true, allowedCharacters: true }),
    email: textRule({ required: true, max: LIMITS.emailMax, pattern: { regex: EMAIL, messageKey: 'users.form.invalidEmail' } }),
    userName: textRule({ required: true, min: userNameMin, noSpaces: true }),
    // A new user without a password is invited by the identity provider (AccountCreateRequest.password null).
    password: creating ? passwordSchema(false) : yup.string(),
    mobileNumber: textRule({ digitsOnly: true, min: mobileMin, max: mobileMax }),
    credential: textRule(),
    roleCode: yup.string().nullable().test('required', validationMessage('validation.required'), (v) => !!v),
    accessProfileId: requiredIdRule(),
    nonOperational: yup.boolean(),
    level: integerRule({ min: 0, max: levelMax }).when('nonOperational', {
      is: false,
      then: (s) => s.test('required', validationMessage('validation.required'), (v) => v !== null && v !== undefined),
    }),
    superiorId: yup.number().nullable().when(['nonOperational', 'level'], {
      is: (nonOperational: boolean, level: number | null) => !nonOperational && typeof level === 'number' && level > 0,
      then: (s) => s.test('required', validationMessage('users.form.superiorRequired'), (v) => v !== null && v !== undefined),
    }),
    position: textRule({ allowedCharacters: true }),
  });
}

export function userFormValues(user: AccountDetail | null, overrides: Partial<UserFormValues> = {}): UserFormValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    userName: user?.userName ?? '',
    password: '',
    mobileNumber: user?.mobileNumber ?? '',
    credential: user?.credential ?? '',
    roleCode: user?.roleCode ?? null,
    accessProfileId: user?.accessProfileId ?? null,
    langId: user?.langId ?? 1,
    nonOperational: user?.nonOperational ?? false,
    level: user?.level ?? null,
    superiorId: user?.superiorId ?? null,
    position: user?.position ?? '',
    isVacant: user?.isVacant ?? false,
    systemGroupIds: user?.systemGroupIds ?? [],
    rowVersion: user?.rowVersion,
    ...overrides,
  };
}

const orNull = (text: string) => (text.trim() ? text : null);

/** Fields both requests share; a non-operative user carries no level or superior. */
function commonBody(values: UserFormValues) {
  const operative = !values.nonOperational;
  return {
    fullName: values.fullName, email: values.email, userName: values.userName, mobileNumber: orNull(values.mobileNumber),
    credential: orNull(values.credential), roleCode: values.roleCode!, accessProfileId: values.accessProfileId, langId: values.langId,
    level: operative ? values.level : null, superiorId: operative && values.level ? values.superiorId : null,
    regionId: null, areaId: null, countryId: null, position: orNull(values.position), isVacant: values.isVacant,
    nonOperational: values.nonOperational, partnerIds: [], systemGroupIds: values.systemGroupIds,
  };
}

export const toCreateRequest = (values: UserFormValues): AccountCreateRequest => ({ ...commonBody(values), password: orNull(values.password) });

/** An update keeps what the form does not edit (region, area, country, partners) as the user has it, and sends back the version its values were read at. */
export function toUpdateRequest(user: AccountDetail, values: UserFormValues, enabled = user.enabled): AccountUpdateRequest {
  return {
    ...commonBody(values), id: user.userId, enabled, regionId: user.regionId, areaId: user.areaId, countryId: user.countryId,
    partnerIds: user.partnerIds, rowVersion: sentVersion(values),
  };
}
