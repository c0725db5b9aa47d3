import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

export interface ModalDialogProps {
  /** Names the dialog (PrimeReact labels it by its header). */
  header: ReactNode;
  onHide: () => void;
  children: ReactNode;
  /** Buttons, laid out right-aligned. */
  footer?: ReactNode;
  /** For a dialog kept mounted and shown in place; most callers mount it only while open. */
  visible?: boolean;
  /** While something runs the dialog cannot be closed: no close button, Escape does nothing. */
  busy?: boolean;
  /** True while the content is read: the first field takes the focus when it arrives, if the dialog has opened by then. */
  loading?: boolean;
  /** False for a dialog that handles Escape among its own keys. */
  closeOnEscape?: boolean;
  /** CSS width, never wider than the screen. */
  width?: string;
  height?: string;
  maximizable?: boolean;
  /** For the trigger's aria-controls. */
  id?: string;
  describedBy?: string;
  /** The close button's label; PrimeReact's locale ("Cerrar") by default. */
  closeLabel?: string;
  contentClassName?: string;
  /** Where it sits: centred, or at the top for one whose height changes as the user types (a search). */
  position?: 'center' | 'top';
}

/**
 * The one modal of the app: header, close button, footer, width and focus in one place. PrimeReact
 * traps the focus and gives it back when `visible` turns false; a dialog unmounted while open would
 * leave it on the page's body, so the element that opened it gets it back here. The focus trap's
 * sentinels trip axe's aria-hidden-focus (PrimeReact issue 8365): a known false positive.
 */
/** The element whose aria-controls names the element or one of its ancestors (a menu button for its menu's items). */
function controllerOf(element: Element | null): Element | undefined {
  const controllers = [...document.querySelectorAll('[aria-controls]')];
  for (let node = element; node; node = node.parentElement) {
    const id = node.id;
    const owner = id ? controllers.find((controller) => controller !== element && controller.getAttribute('aria-controls') === id) : undefined;
    if (owner) return owner;
  }
  return undefined;
}

/** The controls a user types into or picks from; buttons and links are not a form's first field. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([type="file"]):not([disabled]), textarea:not([disabled])';

export function ModalDialog({
  header,
  onHide,
  children,
  footer,
  visible = true,
  busy = false,
  loading = false,
  closeOnEscape = true,
  width = '32rem',
  height,
  maximizable = false,
  id,
  describedBy,
  closeLabel,
  contentClassName,
  position = 'center',
}: ModalDialogProps) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  // A form opens on its first field; PrimeReact would put the focus on the close button.
  const focusFirstField = () => {
    if (!body.current || body.current.contains(document.activeElement)) return;
    body.current.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };
  const opened = useRef(false);
  useEffect(() => {
    if (!loading && opened.current) focusFirstField();
  }, [loading]);
  useEffect(() => {
    if (!visible) return;
    const opener = document.activeElement;
    // Opened from a popup menu's item, which is gone by the time the dialog closes: the menu's button takes the focus.
    const popupOwner = controllerOf(opener);
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      const target = [opener, popupOwner].find((element) => element instanceof HTMLElement && element.isConnected && element !== document.body);
      // Opened over a dialog whose button had lost the focus (disabled while saving): back to that dialog's first field.
      const back = target ?? [...document.querySelectorAll('.p-dialog')].at(-1)?.querySelector(FIRST_FIELD);
      if (lost && back instanceof HTMLElement) back.focus();
    };
  }, [visible]);

  return (
    <Dialog
      id={id}
      visible={visible}
      header={header}
      onHide={() => {
        if (!busy) onHide();
      }}
      closable={!busy}
      closeOnEscape={closeOnEscape}
      maximizable={maximizable}
      // PrimeReact leaves the maximize button unnamed.
      pt={{ maximizableButton: ({ state }: { state: { maximized?: boolean } }) => ({ 'aria-label': t(state.maximized ? 'dialog.restore' : 'dialog.maximize') }) }}
      ariaCloseIconLabel={closeLabel}
      aria-describedby={describedBy}
      style={{ width: `min(${width}, 95vw)`, height }}
      contentClassName={contentClassName}
      position={position}
      onShow={() => {
        opened.current = true;
        focusFirstField();
      }}
      footer={footer ? <div className="flex justify-content-end flex-wrap gap-2">{footer}</div> : undefined}
    >
      {/* display: contents keeps the content's own layout (flex columns, full-height diagrams). */}
      <div ref={body} style={{ display: 'contents' }}>
        {children}
      </div>
    </Dialog>
  );
}

// The theme's own colour tokens: PrimeFlex 4's bg-red-50 and text-red-800 read tokens this theme lacks.
const FAILURE_STYLE = { background: 'var(--red-50)', color: 'var(--red-800)', overflowWrap: 'anywhere' } as const;

/** Why the dialog's action was refused, inside the dialog, announced at once; `title` says what failed. */
export function DialogFailure({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <p role="alert" className="m-0 p-2 border-round" style={FAILURE_STYLE}>
      {title && `${title}: `}
      {children}
    </p>
  );
}
