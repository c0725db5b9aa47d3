import { useId, useState, type ReactNode } from 'react';

/** A button that shows or hides what it names (aria-expanded); the content is drawn only while shown. */
export function Disclosure({ label, children }: { label: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div>
      <button
        type="button"
        className="p-button p-button-text p-button-sm px-0"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'} mr-2`} aria-hidden="true" />
        {label}
      </button>
      {open && <div id={regionId}>{children()}</div>}
    </div>
  );
}
