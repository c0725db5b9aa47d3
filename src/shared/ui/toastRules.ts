import type { ToastMessage } from 'primereact/toast';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

/**
 * The app's one toast rule. The spec gives two (001 section 9: 5.5 s by default, 3 to 4 s for success;
 * 002 section 9: 3000 ms, 1500 ms in the shell, at most 3 at once); this keeps 001's lives, long enough
 * to read an error's detail, and 002's cap, so a burst of downloads never builds a column of toasts.
 */
export const TOAST_RULES = {
  /** Toasts on screen at once; a new one past the cap drops the oldest. */
  maxVisible: 3,
  /** How long each severity stays, in ms (hovering pauses it, as PrimeReact does). */
  lifeMs: { success: 3500, info: 5500, warn: 5500, error: 5500 } satisfies Record<ToastSeverity, number>,
} as const;

/**
 * Where the stack sits: bottom-centre, raised 7 rem clear of the grids' paginator (about 6 rem tall with its margin) and export bar. At
 * 1440 px the centre column also keeps clear of the bell's panel (400 px at the right edge) and its
 * "show all"; at the right, as before, toasts covered both.
 */
export const TOAST_POSITION = { position: 'bottom-center', style: { bottom: '7rem' } } as const;

/** The visible list after showing `next`: appended, and the oldest dropped past the cap. */
export function admitToast(visible: readonly ToastMessage[], next: ToastMessage): { visible: ToastMessage[]; dropped: ToastMessage[] } {
  const all = [...visible, next];
  const over = Math.max(0, all.length - TOAST_RULES.maxVisible);
  return { visible: all.slice(over), dropped: all.slice(0, over) };
}
