import { defineSheetCheck } from '../../../shared/bulk/defineSheetCheck';
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { LIMITS } from '../../../shared/validation/limits';
import { checkLocationSheet, LOCATION_READ_LIMITS } from './locationSheet';

/** A chosen load template, read and checked in its worker. */
export const checkLocationLoadFile = defineSheetCheck({
  spawn: async () => (await import('./spawnLocationSheetWorker')).spawnLocationLoadWorker(),
  load: async () => readAndCheck(checkLocationSheet('load'), LOCATION_READ_LIMITS),
  maxFileBytes: LIMITS.bulkLoad.maxFileBytes,
});

/** A chosen deactivation template, read and checked in its worker. */
export const checkLocationDeactivateFile = defineSheetCheck({
  spawn: async () => (await import('./spawnLocationSheetWorker')).spawnLocationDeactivateWorker(),
  load: async () => readAndCheck(checkLocationSheet('deactivate'), LOCATION_READ_LIMITS),
  maxFileBytes: LIMITS.bulkLoad.maxFileBytes,
});
