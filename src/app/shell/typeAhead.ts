export interface TypeAhead {
  /** What was typed so far; capturing stops. */
  take(): string;
  stop(): void;
}

/**
 * Keeps the text typed between a shortcut and the field it opens: the field's code may still be loading,
 * or its dialog opening (PrimeReact moves the focus in at the end of its transition), and those keys
 * would otherwise go to the page and be lost. Printable keys and Backspace are kept; any other key, or
 * one with Ctrl, Cmd or Alt, passes on.
 */
export function captureTypeAhead(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): TypeAhead {
  let typed = '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('keydown', onKeyDown, true);
  const stop = () => target.removeEventListener('keydown', onKeyDown, true);
  return {
    take() {
      stop();
      const text = typed;
      typed = '';
      return text;
    },
    stop,
  };
}
