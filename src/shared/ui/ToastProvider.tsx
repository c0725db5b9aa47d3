import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';
import { loadOnce } from './prime/loadOnce';
import { withPrime } from './prime/withPrime';
import { admitToast, TOAST_POSITION, TOAST_RULES, type ToastSeverity } from './toastRules';
import { whenIdle } from './whenIdle';

type Show = (message: { severity: ToastSeverity; summary: string; detail?: string }) => void;
type ToastComponent = typeof Toast;

const ToastContext = createContext<Show | null>(null);

/** PrimeReact's Toast, loaded once: it is not part of the first paint (issue 15). A failed load is tried again by the next toast. */
export const loadToastStack: () => Promise<ToastComponent> = loadOnce(withPrime(() => import(/* webpackChunkName: "toast" */ 'primereact/toast').then((m) => m.Toast)));

/**
 * One toast stack (toastRules: life per severity, at most a few at once, placed clear of the controls).
 * The stack loads when the page is first idle, or with the first toast, which then waits for it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Stack, setStack] = useState<ToastComponent | null>(null);
  const toast = useRef<Toast | null>(null);
  const waiting = useRef<Array<(stack: Toast) => void>>([]);
  const visible = useRef<ToastMessage[]>([]);
  const serial = useRef(0);
  const load = useCallback(() => {
    // A failed load (network cut) leaves the waiting toasts for the next try.
    loadToastStack().then((component) => setStack(() => component), () => undefined);
  }, []);
  useEffect(() => whenIdle(load), [load]);
  const show = useCallback<Show>(
    (message) => {
      // The id keeps two toasts of the same text apart when the oldest is dropped.
      const next: ToastMessage = { ...message, id: `toast-${++serial.current}`, life: TOAST_RULES.lifeMs[message.severity] };
      const admitted = admitToast(visible.current, next);
      visible.current = admitted.visible;
      const apply = (stack: Toast) => {
        for (const old of admitted.dropped) stack.remove(old);
        stack.show(next);
      };
      if (toast.current) apply(toast.current);
      else {
        waiting.current.push(apply);
        load();
      }
    },
    [load],
  );
  const ready = useCallback((stack: Toast | null) => {
    toast.current = stack;
    if (stack) for (const apply of waiting.current.splice(0)) apply(stack);
  }, []);
  const forget = useCallback((message: ToastMessage) => {
    visible.current = visible.current.filter((m) => m.id !== message.id);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {Stack && <Stack ref={ready} position={TOAST_POSITION.position} pt={{ root: { style: TOAST_POSITION.style } }} onRemove={forget} />}
    </ToastContext.Provider>
  );
}

export function useToast(): Show {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs the ToastProvider');
  return show;
}
