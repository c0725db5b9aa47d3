import { EMPTY_USER_FILTER, type UserFilter } from '../../domain/users/userSearch';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import { LIMITS } from '../../shared/validation/limits';
import { useRoleOptions } from './form/userOptions';

/** Text (empty, or at least LIMITS.users.searchMinLength characters), role, state and operative kind. */
export const userFilter: FilterDescription<UserFilter> = {
  labelKey: 'users.filter.label',
  empty: EMPTY_USER_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'users.filter.text', max: LIMITS.generalTextMax, min: LIMITS.users.searchMinLength, tooShortKey: 'users.filter.tooShort' },
    { kind: 'choice', name: 'roleCode', labelKey: 'users.fields.role', all: { labelKey: 'users.filter.all' }, useOptions: useRoleOptions },
    { kind: 'flag', name: 'enabled', labelKey: 'users.fields.enabled', width: 'w-10rem', allKey: 'users.filter.all', yesKey: 'users.filter.active', noKey: 'users.filter.inactive' },
    {
      kind: 'flag', name: 'nonOperational', labelKey: 'users.fields.nonOperational',
      allKey: 'users.filter.all', yesKey: 'users.kind.nonOperational', noKey: 'users.kind.operational',
    },
  ],
};
