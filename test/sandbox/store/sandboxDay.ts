import { DateTime } from 'luxon';
import type { SandboxStore } from './types';

/**
 * Where a day of the sandbox's clock starts, `days` days from today, counted in the store's zone: the
 * zone it runs in, which under `npm start` is the browser's too, so "today" means the same on both
 * sides of the screen (the screens judge it in the user's zone).
 */
export function sandboxDayStart(store: SandboxStore, days = 0): number {
  return DateTime.fromJSDate(store.now, { zone: store.timeZone }).startOf('day').plus({ days }).toMillis();
}
