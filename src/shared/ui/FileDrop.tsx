import { useRef, useState, type DragEvent } from 'react';

interface FileDropProps {
  /** Names the hidden input for screen readers ("Archivo de la plantilla"). */
  label: string;
  /** Text of the zone ("Arrastre el archivo aquí o"). */
  dropText: string;
  chooseText: string;
  /** The input's accept list (extensions and MIME types); the caller still checks the bytes. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  icon?: string;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/** One file chooser for every upload: drop on the zone, or the button (the keyboard path). */
export function FileDrop({ label, dropText, chooseText, accept, multiple = false, disabled = false, icon = 'pi pi-upload', describedBy, onFiles }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <div
      className={`border-2 border-dashed border-round p-3 flex flex-wrap align-items-center justify-content-center gap-2 ${over ? 'border-primary bg-primary-50' : 'surface-border'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <i className={`${icon} text-xl`} aria-hidden="true" />
      <span>{dropText}</span>
      <button type="button" className="p-button p-button-sm p-button-outlined" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {chooseText}
      </button>
      <input
        ref={input}
        type="file"
        className="hidden"
        accept={accept}
        multiple={multiple}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be chosen again after it is fixed.
          event.target.value = '';
        }}
      />
    </div>
  );
}
