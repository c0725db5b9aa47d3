import type { GetAccountsByFiltersApiArg, RoleCode } from '../../api/tags/security';

/** The roles of the security contract, in the order the screens offer them. */
export const ROLE_CODES: readonly RoleCode[] = ['ADM', 'DIS', 'SUP', 'ENG', 'WAD', 'CWR', 'CRE', 'LAT', 'LAD'];

/** The user administration search: text, role, state and operative kind (null: any). */
export interface UserFilter {
  text: string;
  roleCode: RoleCode | null;
  enabled: boolean | null;
  nonOperational: boolean | null;
}

export const EMPTY_USER_FILTER: UserFilter = { text: '', roleCode: null, enabled: null, nonOperational: null };

/** The GetUsersByFilters arguments for a filter and a page (shared by the screen and the recorded scenario). */
export function toUserSearchArg(filter: UserFilter, pageNumber: number, pageSize: number): GetAccountsByFiltersApiArg {
  const text = filter.text.trim();
  return {
    ...(text ? { text } : {}),
    ...(filter.roleCode ? { roleCodes: [filter.roleCode] } : {}),
    ...(filter.enabled === null ? {} : { enabled: filter.enabled }),
    ...(filter.nonOperational === null ? {} : { nonOperational: filter.nonOperational }),
    pageNumber,
    pageSize,
  };
}
