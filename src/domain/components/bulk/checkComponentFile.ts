import { defineSheetCheck } from '../../../shared/bulk/defineSheetCheck';
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { LIMITS } from '../../../shared/validation/limits';
import { checkComponentSheet, COMPONENT_READ_LIMITS } from './componentSheet';

/** A chosen component template, read and checked in its worker (the same for the load and the update). */
export const checkComponentFile = defineSheetCheck({
  spawn: async () => (await import('./spawnComponentSheetWorker')).spawnComponentSheetWorker(),
  load: async () => readAndCheck(checkComponentSheet, COMPONENT_READ_LIMITS),
  maxFileBytes: LIMITS.bulkLoad.maxFileBytes,
});
