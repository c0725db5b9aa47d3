import { useEffect, useState } from 'react';

export type ShellOverlay = 'palette' | 'shortcuts' | null;

/** Fields where `?` is text being typed, not a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

/**
 * The shell's keyboard shortcuts: Ctrl+K (Cmd+K) opens the command palette anywhere; `?` lists the
 * shortcuts unless the focus is in a text field. Returns the open overlay and its setter.
 */
export function useGlobalShortcuts(): [ShellOverlay, (overlay: ShellOverlay) => void] {
  const [overlay, setOverlay] = useState<ShellOverlay>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOverlay('palette');
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        setOverlay('shortcuts');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return [overlay, setOverlay];
}
