import { productGeneratedApi } from '../generated/product';

/** The product service (components, kits, supplies as catalogue entries): read only so far, no tags. */
export const productApi = productGeneratedApi.enhanceEndpoints({});

export * from '../generated/product';
