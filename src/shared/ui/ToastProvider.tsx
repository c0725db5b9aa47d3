import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';
import { LIMITS } from '../validation/limits';

type Show = (message: { severity: 'success' | 'info' | 'warn' | 'error'; summary: string; detail?: string }) => void;

const ToastContext = createContext<Show | null>(null);

/** One toast stack, bottom-right (spec 000 section 8); success toasts leave sooner than errors. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const show = useCallback<Show>((message) => {
    const life = message.severity === 'success' ? LIMITS.toastSuccessLifeMs : LIMITS.toastLifeMs;
    toast.current?.show({ ...message, life } satisfies ToastMessage);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toast ref={toast} position="bottom-right" />
    </ToastContext.Provider>
  );
}

export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider');
  return show;
}
