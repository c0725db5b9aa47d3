import { catalogGeneratedApi } from '../generated/catalog';

/** The catalogue service as screens see it. */
export const catalogApi = catalogGeneratedApi.enhanceEndpoints({});

export * from '../generated/catalog';
