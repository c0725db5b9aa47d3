import { useEffect, useState } from 'react';
import { readStoredFlag, writeStoredFlag } from '../../shared/storage/storedFlag';

export type ShellOverlay = 'palette' | 'shortcuts' | null;

/** Fields where `?` is text being typed, not a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

/** Where this browser keeps whether `?` opens the shortcuts list. */
export const SINGLE_KEY_SHORTCUT_STORAGE = 'singleKeyShortcut';

/** Single-key shortcuts are on until the user switches them off (WCAG 2.1.4 asks for the switch). */
export const singleKeyShortcutOn = (): boolean => readStoredFlag(SINGLE_KEY_SHORTCUT_STORAGE, true);
export const setSingleKeyShortcut = (on: boolean): void => writeStoredFlag(SINGLE_KEY_SHORTCUT_STORAGE, on);

/**
 * The shell's keyboard shortcuts: Ctrl+K (Cmd+K) opens the command palette anywhere; `?` lists the
 * shortcuts unless the focus is in a text field or the user switched it off (read at each press, so
 * the dialog's switch applies at once). Returns the open overlay and its setter.
 */
export function useGlobalShortcuts(): [ShellOverlay, (overlay: ShellOverlay) => void] {
  const [overlay, setOverlay] = useState<ShellOverlay>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOverlay('palette');
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target) && singleKeyShortcutOn()) {
        event.preventDefault();
        setOverlay('shortcuts');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return [overlay, setOverlay];
}
