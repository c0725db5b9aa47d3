import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that discloses a panel below it: aria-expanded/aria-controls on the trigger, closes on
 * Escape (focus back to the trigger) and on a click outside.
 */
export function Popover({ label, trigger, children, width = 320 }: { label: string; trigger: ReactNode; children: ReactNode; width?: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="p-button p-button-text p-button-rounded p-0"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={label}
          className="absolute right-0 mt-2 surface-overlay shadow-4 border-round p-3 z-5"
          style={{ width }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
