import { defineSheetCheck } from '../../../shared/bulk/defineSheetCheck';
import { readAndCheck } from '../../../shared/bulk/readAndCheck';
import { LIMITS } from '../../../shared/validation/limits';
import { checkHierarchyTemplate } from './hierarchyTemplate';

/** A chosen hierarchy template, read and checked in its worker. */
export const checkHierarchyFile = defineSheetCheck({
  spawn: async () => (await import('./spawnHierarchySheetWorker')).spawnHierarchySheetWorker(),
  load: async () => readAndCheck(checkHierarchyTemplate),
  maxFileBytes: LIMITS.bulkLoad.maxFileBytes,
});
