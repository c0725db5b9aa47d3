import { deliverDueNotices } from './message/notices';
import { announceGeneratedReports } from './reports/generatedReports';
import { deactivateIdleUsers } from './security/accountRules';
import type { SandboxStore } from './store/types';
import { evaluateEscalations } from './ticket/escalationRule';
import { refreshProgress } from './ticket/moves';

/** A rule that acts when time passes: it reads store.now and does what is due. */
export type TimeRule = (store: SandboxStore) => void;

/**
 * The sandbox has one clock, `store.now`: every time rule reads it (SLA progress, idle deactivation,
 * escalations, scheduled notices, "today" of the date rules). It stands still so seeds and tests do not
 * drift; tests move it forward with advanceClock (the browser suite through POST /__sandbox/clock), and
 * `npm start` moves it with real time, so the rules act as the time passes.
 */
// Progress first: the escalations by SLA spent read it.
const TIME_RULES: TimeRule[] = [refreshProgress, deactivateIdleUsers, evaluateEscalations, deliverDueNotices, announceGeneratedReports];

export function advanceClock(store: SandboxStore, ms: number): Date {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The sandbox clock only moves forward');
  store.now = new Date(store.now.getTime() + ms);
  for (const rule of TIME_RULES) rule(store);
  return store.now;
}
