import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { admitToast, TOAST_POSITION, TOAST_RULES, type ToastSeverity } from './toastRules';

type Show = (message: { severity: ToastSeverity; summary: string; detail?: string }) => void;

const ToastContext = createContext<Show | null>(null);

/** One toast stack (toastRules: life per severity, at most a few at once, placed clear of the controls). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const visible = useRef<ToastMessage[]>([]);
  const serial = useRef(0);
  const show = useCallback<Show>((message) => {
    // The id keeps two toasts of the same text apart when the oldest is dropped.
    const next: ToastMessage = { ...message, id: `toast-${++serial.current}`, life: TOAST_RULES.lifeMs[message.severity] };
    const admitted = admitToast(visible.current, next);
    visible.current = admitted.visible;
    for (const old of admitted.dropped) toast.current?.remove(old);
    toast.current?.show(next);
  }, []);
  const forget = useCallback((message: ToastMessage) => {
    visible.current = visible.current.filter((m) => m.id !== message.id);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toast ref={toast} position={TOAST_POSITION.position} pt={{ root: { style: TOAST_POSITION.style } }} onRemove={forget} />
    </ToastContext.Provider>
  );
}

export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider');
  return show;
}
