/** The change routes' addresses (spec 002 section 2), spelled once for the links between them. */
export const CHANGE_SEARCH_PATH = '/change/find';
export const CHANGE_CREATE_PATH = '/change/create';
export const changeDetailPath = (changeId: number): string => `/change/detail/${changeId}`;
