import { defineSheetCheck } from '../../../shared/bulk/defineSheetCheck';
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { LIMITS } from '../../../shared/validation/limits';
import { validateTemplate } from './validateTemplate';

/** A chosen ticket template, read and checked in its worker (validateTemplate, "today" being the check's day). */
export const checkTicketFile = defineSheetCheck({
  spawn: async () => (await import('./spawnTicketSheetWorker')).spawnTicketSheetWorker(),
  load: async () => readAndCheck((sheet) => validateTemplate(sheet)),
  maxFileBytes: LIMITS.bulkLoad.maxFileBytes,
});
