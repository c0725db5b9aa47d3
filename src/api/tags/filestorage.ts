import { filestorageGeneratedApi } from '../generated/filestorage';

/** File storage as screens see it. A new user picture changes the account shown in the menu. */
export const filestorageApi = filestorageGeneratedApi.enhanceEndpoints({
  addTagTypes: ['Accounts'],
  endpoints: {
    uploadUserPicture: { invalidatesTags: ['Accounts'] },
  },
});

export * from '../generated/filestorage';
