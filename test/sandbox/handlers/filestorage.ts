import { contractHandlers } from '../filestorage/contracts';
import { fileHandlers } from '../filestorage/files';
import type { OperationHandlers } from '../runtime';

/** Filestorage service handlers, by operationId. */
export const filestorageHandlers: OperationHandlers = { ...fileHandlers, ...contractHandlers };
