import { useRef, useState, type DragEvent } from 'react';
import { BusyButton } from './BusyButton';

interface FileDropProps {
  /** Names the hidden input for screen readers ("Archivo de la plantilla"). */
  label: string;
  /** Text of the zone ("Arrastre el archivo aquí o"). Without it only the button shows (a menu, a toolbar); a file dropped on it still counts. */
  dropText?: string;
  chooseText: string;
  /** The input's accept list (extensions and MIME types); the caller still checks the bytes. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Something runs with the last files (checking, uploading): the button spins and waits. */
  busy?: boolean;
  icon?: string;
  buttonIcon?: string;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/** One file chooser for every upload: drop on the zone, or the button (the keyboard path). */
export function FileDrop({
  label,
  dropText,
  chooseText,
  accept,
  multiple = false,
  disabled = false,
  busy = false,
  icon = 'pi pi-upload',
  buttonIcon,
  describedBy,
  onFiles,
}: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const off = disabled || busy;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (off) return;
    const files = [...event.dataTransfer.files];
    onFiles(multiple ? files : files.slice(0, 1));
  };

  const zone = dropText !== undefined;
  return (
    <div
      className={
        zone
          ? `border-2 border-dashed border-round p-3 flex flex-wrap align-items-center justify-content-center gap-2 ${over ? 'border-primary bg-primary-50' : 'surface-border'}`
          : 'flex'
      }
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!off);
      }}
      onDragLeave={(event) => {
        // Moving over the zone's own text or button is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
    >
      {zone && (
        <>
          <i className={`${icon} text-xl`} aria-hidden="true" />
          <span>{dropText}</span>
        </>
      )}
      {/* Named by its text only: PrimeReact would copy it into aria-label, the hidden input's name already. */}
      <BusyButton
        aria-label={undefined}
        outlined
        size="small"
        className={zone ? undefined : 'flex-1 justify-content-center'}
        icon={buttonIcon}
        label={chooseText}
        busy={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
      />
      <input
        ref={input}
        type="file"
        className="hidden"
        accept={accept}
        multiple={multiple}
        aria-label={label}
        disabled={off}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be chosen again after it is fixed.
          event.target.value = '';
        }}
      />
    </div>
  );
}
