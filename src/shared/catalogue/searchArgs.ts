import type { CatalogueSearchRequest } from './catalogueTypes';

/** A search whose filter is a request body (POST): the argument named after its schema, with any fields the catalogue adds. */
export const searchInBody =
  (argName: string, extra: Record<string, unknown> = {}) =>
  (request: CatalogueSearchRequest) => ({ [argName]: { ...request, ...extra } });

/** A search whose filter travels in the query (GET): an absent value is left out, never sent as "null". */
export const searchInQuery = ({ text, enabled, isExport, pageNumber, pageSize }: CatalogueSearchRequest) => ({
  text: text ?? undefined, enabled: enabled ?? undefined, isExport: isExport ?? undefined, pageNumber, pageSize,
});
