import { productModelLogoHandlers } from '../catalog/productModelLogos';
import { auditFileHandlers } from '../filestorage/auditFiles';
import { clientLogoHandlers } from '../clients/clientLogos';
import { changeFileHandlers, changeFilesSeeded } from '../filestorage/changeFiles';
import { contractHandlers, userContracts } from '../filestorage/contracts';
import { exportFileHandlers } from '../filestorage/exportFiles';
import { fileHandlers } from '../filestorage/files';
import { productFileHandlers } from '../filestorage/productFiles';
import { taskFileHandlers } from '../filestorage/taskFiles';
import { problemFileHandlers } from '../filestorage/problemFiles';
import { filesOf } from '../filestorage/state';
import type { SandboxService } from '../runtime';
import { workOrderFileHandlers } from '../workflow/operations';

/** The file storage: ticket, user and work-order files, components' evidence photos, and product model logos (whose logic lives with the catalogue row). */
export const filestorageService: SandboxService = {
  handlers: {
    ...fileHandlers, ...contractHandlers, ...workOrderFileHandlers, ...productModelLogoHandlers, ...productFileHandlers, ...changeFileHandlers,
    ...taskFileHandlers, ...problemFileHandlers, ...clientLogoHandlers, ...auditFileHandlers,
    ...exportFileHandlers,
  },
  state: [filesOf, userContracts, changeFilesSeeded],
};
