import type { DefinitionsFromApi, OverrideResultType } from '@reduxjs/toolkit/query';
import { asObjectUrlDownload } from '../objectUrlDownload';
import { filestorageGeneratedApi } from '../generated/filestorage';

type Definitions = DefinitionsFromApi<typeof filestorageGeneratedApi>;

/** downloadStoredFile answers an object URL of the bytes (asObjectUrlDownload) instead of a Blob. */
type Enhanced = { downloadStoredFile: OverrideResultType<Definitions['downloadStoredFile'], string> };

/**
 * File storage as screens see it. A new user picture changes the account shown in the menu.
 *
 * A ticket's file list carries the id tag 'TicketFiles'; an upload or a delete invalidates it for that
 * ticket, so the documentation tab (and anything else listing the ticket's files) refetches by tag. A
 * work order's files ('WorkFlowOrderFiles'), a user's contract ('UserContractFiles') and a component's evidence ('ProductFiles')
 * work the same way for their upload.
 * downloadStoredFile needs the bearer token, so an <img src> cannot load it: it fetches the bytes and
 * caches an object URL, revoked when the cache entry goes. A stored file's bytes never change, so it
 * provides no tags.
 */
export const filestorageApi = filestorageGeneratedApi.enhanceEndpoints<'Accounts' | 'TicketFiles' | 'WorkFlowOrderFiles' | 'CatalogProductModel' | 'UserContractFiles' | 'ProductFiles' | 'CatalogClient', Enhanced>({
  addTagTypes: ['Accounts', 'TicketFiles', 'WorkFlowOrderFiles', 'CatalogProductModel', 'UserContractFiles', 'ProductFiles', 'CatalogClient'],
  endpoints: {
    uploadUserPicture: { invalidatesTags: ['Accounts'] },
    // A model's logo is shown in the model catalogue's rows (the catalogue's tag, src/api/tags/catalog.ts).
    uploadProductModelLogo: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'CatalogProductModel', id: arg.productModelLogoUploadRequest.productModelId }]) },
    deleteProductModelLogo: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'CatalogProductModel', id: arg.productModelId }]) },
    // A client's logo is shown in the clients grid (the Client family's tag, src/api/tags/catalog.ts).
    uploadClientLogo: { invalidatesTags: (_r, error) => (error ? [] : ['CatalogClient']) },
    deleteClientLogo: { invalidatesTags: (_r, error) => (error ? [] : ['CatalogClient']) },
    getFilesByTicket: { providesTags: (_r, _e, arg) => [{ type: 'TicketFiles', id: arg.ticketFilesQuery.ticketId }] },
    uploadTicketFile: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'TicketFiles', id: arg.ticketFileUploadRequest.ticketId }]) },
    deleteTicketFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'TicketFiles', id: arg.ticketFilesDeleteRequest.ticketId }]) },
    getFilesByWorkFlowOrder: { providesTags: (_r, _e, arg) => [{ type: 'WorkFlowOrderFiles', id: arg.workFlowOrderFilesQuery.workFlowOrderId }] },
    uploadWorkFlowOrderFile: {
      invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'WorkFlowOrderFiles', id: arg.workFlowOrderFileUploadRequest.workFlowOrderId }]),
    },
    getUserContractFiles: { providesTags: (_r, _e, arg) => [{ type: 'UserContractFiles', id: arg.userId }] },
    uploadUserContractFile: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'UserContractFiles', id: arg.userContractFileUploadRequest.userId }]) },
    getFilesByProduct: { providesTags: (_r, _e, arg) => [{ type: 'ProductFiles', id: arg.productFilesQuery.productId }] },
    uploadProductFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'ProductFiles', id: arg.productFileUploadRequest.productId }]) },
    downloadStoredFile: asObjectUrlDownload,
  },
});

/** A change's files carry its id tag 'ChangeFiles'; an upload or a delete invalidates it for that change. */
filestorageGeneratedApi.enhanceEndpoints<'ChangeFiles'>({
  addTagTypes: ['ChangeFiles'],
  endpoints: {
    getFilesByChange: { providesTags: (_r, _e, arg) => [{ type: 'ChangeFiles', id: arg.changeFilesQuery.changeId }] },
    uploadChangeFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'ChangeFiles', id: arg.changeFileUploadRequest.changeId }]) },
    deleteChangeFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'ChangeFiles', id: arg.changeFilesDeleteRequest.changeId }]) },
  },
});

/** A task's files carry its id tag 'TaskFiles'; an upload or a delete invalidates it for that task. */
filestorageGeneratedApi.enhanceEndpoints<'TaskFiles'>({
  addTagTypes: ['TaskFiles'],
  endpoints: {
    getFilesByTask: { providesTags: (_r, _e, arg) => [{ type: 'TaskFiles', id: arg.taskFilesQuery.taskId }] },
    uploadTaskFile: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'TaskFiles', id: arg.taskFileUploadRequest.taskId }]) },
    deleteTaskFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'TaskFiles', id: arg.taskFilesDeleteRequest.taskId }]) },
  },
});

/** A problem's and a solution's files carry their id tags; an upload or a delete invalidates them for that record. */
filestorageGeneratedApi.enhanceEndpoints<'ProblemFiles' | 'SolutionFiles'>({
  addTagTypes: ['ProblemFiles', 'SolutionFiles'],
  endpoints: {
    getFilesByProblem: { providesTags: (_r, _e, arg) => [{ type: 'ProblemFiles', id: arg.problemFilesQuery.problemId }] },
    uploadProblemFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'ProblemFiles', id: arg.problemFileUploadRequest.problemId }]) },
    deleteProblemFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'ProblemFiles', id: arg.problemFilesDeleteRequest.problemId }]) },
    getFilesBySolution: { providesTags: (_r, _e, arg) => [{ type: 'SolutionFiles', id: arg.solutionFilesQuery.solutionId }] },
    uploadSolutionFile: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'SolutionFiles', id: arg.solutionFileUploadRequest.solutionId }]) },
    deleteSolutionFiles: { invalidatesTags: (_r, error, arg) => (error ? [] : [{ type: 'SolutionFiles', id: arg.solutionFilesDeleteRequest.solutionId }]) },
  },
});

/** An audit's rows name its latest report file, so an upload makes the audits stale (the inventory's 'Audits' tag). */
filestorageGeneratedApi.enhanceEndpoints<'Audits'>({
  addTagTypes: ['Audits'],
  endpoints: {
    uploadAuditReportFile: { invalidatesTags: (_r, error) => (error ? [] : ['Audits']) },
  },
});

export * from '../generated/filestorage';

export const { useDownloadStoredFileQuery, useLazyDownloadStoredFileQuery } = filestorageApi;
