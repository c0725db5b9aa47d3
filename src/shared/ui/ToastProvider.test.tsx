import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { loadToastStack, ToastProvider, useToast } from './ToastProvider';
import { TOAST_RULES, type ToastSeverity } from './toastRules';

type Shown = { severity: ToastSeverity; summary: string };
let showToast: (message: Shown) => void = () => undefined;

function Grab() {
  const toast = useToast();
  useEffect(() => {
    showToast = toast;
  }, [toast]);
  return null;
}

// Past a toast's life, PrimeReact still plays its leave transition (300 ms) before the toast leaves the page.
const LEAVE_MS = 500;

beforeEach(() => {
  jest.useFakeTimers();
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
});

afterEach(() => jest.useRealTimers());

// The stack loads with the first toast (jsdom has no idle callback to load it earlier): wait for it.
const show = async (message: Shown) => {
  act(() => showToast(message));
  await act(() => loadToastStack().then(() => undefined));
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
// The leave transition's timer starts only once React has rendered the toast's removal.
const leave = () => {
  wait(LEAVE_MS);
  wait(LEAVE_MS);
};

describe('toasts', () => {
  it('shows toasts asked for before the stack has loaded, in order, once it has', async () => {
    act(() => showToast({ severity: 'info', summary: 'Primero' }));
    act(() => showToast({ severity: 'error', summary: 'Segundo' }));
    expect(screen.queryByText('Primero')).not.toBeInTheDocument();
    await act(() => loadToastStack().then(() => undefined));
    expect(screen.getAllByText(/^(Primero|Segundo)$/).map((e) => e.textContent)).toEqual(['Primero', 'Segundo']);
  });

  it.each(Object.keys(TOAST_RULES.lifeMs) as ToastSeverity[])('a %s toast stays its life and then leaves', async (severity) => {
    await show({ severity, summary: 'Descarga lista' });
    wait(TOAST_RULES.lifeMs[severity] - 1);
    expect(screen.getByText('Descarga lista')).toBeInTheDocument();
    wait(1);
    leave();
    expect(screen.queryByText('Descarga lista')).not.toBeInTheDocument();
  });

  it('shows at most the cap, dropping the oldest for a new one', async () => {
    const summaries = Array.from({ length: TOAST_RULES.maxVisible + 1 }, (_, i) => `Descarga ${i + 1}`);
    for (const summary of summaries.slice(0, -1)) await show({ severity: 'success', summary });
    wait(LEAVE_MS);
    for (const summary of summaries.slice(0, -1)) expect(screen.getByText(summary)).toBeInTheDocument();
    await show({ severity: 'success', summary: summaries.at(-1)! });
    leave();
    expect(screen.queryByText(summaries[0]!)).not.toBeInTheDocument();
    for (const summary of summaries.slice(1)) expect(screen.getByText(summary)).toBeInTheDocument();
  });
});
