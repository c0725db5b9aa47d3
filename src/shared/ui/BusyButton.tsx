import { Button, type ButtonProps } from 'primereact/button';

type Named =
  /** Kept while busy, so the button keeps its accessible name. */
  | { label: string }
  /** An icon-only button (a row's mark-as-read): named by its aria-label, which stays while busy. */
  | { label?: undefined; 'aria-label': string; icon: string };

type BusyButtonProps = Omit<ButtonProps, 'loading' | 'loadingIcon' | 'label'> &
  Named & {
    /** The action runs: a spinner takes the icon's place and the button cannot be pressed again. */
    busy: boolean;
  };

/** A button for an action that takes a while (save, send, refresh): spinner, disabled and aria-busy while it runs. */
export function BusyButton({ busy, icon, disabled = false, type = 'button', ...props }: BusyButtonProps) {
  return <Button {...props} type={type} icon={busy ? 'pi pi-spin pi-spinner' : icon} disabled={busy || disabled} aria-busy={busy} />;
}
