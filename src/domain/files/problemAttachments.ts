import { useMemo } from 'react';
import {
  useDeleteProblemFilesMutation, useDeleteSolutionFilesMutation, useGetFilesByProblemQuery, useGetFilesBySolutionQuery, useUploadProblemFilesMutation,
  useUploadSolutionFileMutation,
} from '../../api/tags/filestorage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import type { AttachmentsAdapter } from '../../shared/ui/attachments/types';
import { toAttachmentItem } from './attachmentItem';
import { useFileDownload } from './useFileDownload';

/** A problem's files for the attachments panel (UploadProblemFiles, GetFilesByProblem, DeleteProblemFiles; 001 section 7). */
export function useProblemAttachments(problemId: number): AttachmentsAdapter {
  const files = useGetFilesByProblemQuery({ problemFilesQuery: { problemId } });
  const [uploadFile] = useUploadProblemFilesMutation();
  const [deleteFiles] = useDeleteProblemFilesMutation();
  const download = useFileDownload();
  const items = useMemo(() => files.data?.data.map(toAttachmentItem), [files.data]);
  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) =>
      uploadFile({ problemFileUploadRequest: { problemId, fileName, description: null, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
    remove: (file) => deleteFiles({ problemFilesDeleteRequest: { problemId, fileIds: [file.id] } }).unwrap(),
  };
}

/** A solution's files for the attachments panel (UploadSolutionFile, GetFilesBySolution, DeleteSolutionFiles; 001 section 7). */
export function useSolutionAttachments(solutionId: number): AttachmentsAdapter {
  const files = useGetFilesBySolutionQuery({ solutionFilesQuery: { solutionId } });
  const [uploadFile] = useUploadSolutionFileMutation();
  const [deleteFiles] = useDeleteSolutionFilesMutation();
  const download = useFileDownload();
  const items = useMemo(() => files.data?.data.map(toAttachmentItem), [files.data]);
  return {
    files: { items, isLoading: files.isLoading, isFetching: files.isFetching, error: files.error, retry: () => void files.refetch() },
    upload: async ({ blob, fileName, size }) =>
      uploadFile({ solutionFileUploadRequest: { solutionId, fileName, description: null, fileBase64: await readAsBase64(blob), size } }).unwrap(),
    download: (file) => download({ id: file.id, fileName: file.name }),
    remove: (file) => deleteFiles({ solutionFilesDeleteRequest: { solutionId, fileIds: [file.id] } }).unwrap(),
  };
}
