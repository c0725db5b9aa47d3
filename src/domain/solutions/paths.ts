/** The solution and knowledge base routes' addresses (spec 002 section 2), spelled once for the links between them. */
export const SOLUTION_SEARCH_PATH = '/solutions/find';
export const SOLUTION_CREATE_PATH = '/solutions/create';
export const solutionDetailPath = (solutionId: number): string => `/solutions/detail/${solutionId}`;
export const KNOWLEDGE_BASE_PATH = '/KMDB';
export const knowledgeArticlePath = (solutionId: number): string => `/KMDB?article=${solutionId}`;
