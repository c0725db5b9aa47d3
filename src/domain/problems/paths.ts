/** The problem routes' addresses (spec 002 section 2), spelled once for the links between them. */
export const PROBLEM_SEARCH_PATH = '/problem/search';
export const PROBLEM_CREATE_PATH = '/problem/create';
export const problemDetailPath = (problemId: number): string => `/problem/detail/${problemId}`;
export const problemUpdatePath = (problemId: number): string => `/problem/update/${problemId}`;
