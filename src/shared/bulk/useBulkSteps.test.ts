import { act, renderHook } from '@testing-library/react';
import type { SheetCheck } from './sheetCheck';
import { useBulkSteps, type SendOutcome } from './useBulkSteps';

type Check = SheetCheck<string, string>;
const file = (name = 'carga.xlsx') => new File(['x'], name);

/** A check and a send the test answers by hand, to see each step as the user would. */
function controlled() {
  const checks: ((answer: Check) => void)[] = [];
  const sends: { resolve: (answer: SendOutcome<string, number>) => void; reject: (error: unknown) => void }[] = [];
  const check = jest.fn((f: File | null | undefined) => (f ? new Promise<Check>((resolve) => checks.push(resolve)) : Promise.resolve<Check>({ ok: false, fileError: 'noFile' })));
  const send = jest.fn(() => new Promise<SendOutcome<string, number>>((resolve, reject) => sends.push({ resolve, reject })));
  const hook = renderHook(() => useBulkSteps({ check, send }));
  return { hook, checks, sends, send, state: () => hook.result.current.state };
}

describe('useBulkSteps', () => {
  it('goes choose -> reading -> ready -> sending -> done, sending the checked rows and the file', async () => {
    const { hook, checks, sends, send, state } = controlled();
    expect(state()).toEqual({ step: 'choose' });
    const chosen = file();
    let reading!: Promise<void>;
    act(() => void (reading = hook.result.current.chooseFile(chosen)));
    expect(state()).toEqual({ step: 'reading', name: 'carga.xlsx' });
    await act(async () => {
      checks[0]!({ ok: true, rows: ['a', 'b'] });
      await reading;
    });
    expect(state()).toEqual({ step: 'ready', file: chosen, rows: ['a', 'b'], sendError: null });
    let sending!: Promise<void>;
    act(() => void (sending = hook.result.current.send()));
    expect(state()).toMatchObject({ step: 'sending', rows: ['a', 'b'] });
    expect(send).toHaveBeenCalledWith(['a', 'b'], chosen);
    await act(async () => {
      sends[0]!.resolve({ ok: true, result: 2 });
      await sending;
    });
    expect(state()).toEqual({ step: 'done', name: 'carga.xlsx', result: 2 });
    act(() => hook.result.current.restart());
    expect(state()).toEqual({ step: 'choose' });
  });

  it('refuses a missing or refused file, lists row issues, and takes another file at once', async () => {
    const { hook, checks, state } = controlled();
    await act(() => hook.result.current.chooseFile(null));
    expect(state()).toEqual({ step: 'refused', name: null, fileError: 'noFile' });
    let reading = Promise.resolve();
    act(() => void (reading = hook.result.current.chooseFile(file('otra.xlsx'))));
    await act(async () => {
      checks[0]!({ ok: false, fileError: 'modified' });
      await reading;
    });
    expect(state()).toEqual({ step: 'refused', name: 'otra.xlsx', fileError: 'modified' });
    act(() => void (reading = hook.result.current.chooseFile(file())));
    await act(async () => {
      checks[1]!({ ok: false, fileError: null, issues: ['fila 2'] });
      await reading;
    });
    expect(state()).toEqual({ step: 'invalid', name: 'carga.xlsx', issues: ['fila 2'], fromServer: false });
  });

  it('keeps only the latest file\'s answer', async () => {
    const { hook, checks, state } = controlled();
    let first = Promise.resolve();
    let second = Promise.resolve();
    act(() => void (first = hook.result.current.chooseFile(file('vieja.xlsx'))));
    act(() => void (second = hook.result.current.chooseFile(file('nueva.xlsx'))));
    await act(async () => {
      checks[1]!({ ok: true, rows: ['nueva'] });
      await second;
      checks[0]!({ ok: true, rows: ['vieja'] });
      await first;
    });
    expect(state()).toMatchObject({ step: 'ready', rows: ['nueva'] });
  });

  it('lists the rows the service refuses, and keeps the checked rows when the request fails', async () => {
    const { hook, checks, sends, state } = controlled();
    let step = Promise.resolve();
    act(() => void (step = hook.result.current.chooseFile(file())));
    await act(async () => {
      checks[0]!({ ok: true, rows: ['a'] });
      await step;
    });
    act(() => void (step = hook.result.current.send()));
    const failure = new Error('offline');
    await act(async () => {
      sends[0]!.reject(failure);
      await step;
    });
    expect(state()).toMatchObject({ step: 'ready', rows: ['a'], sendError: failure });
    act(() => void (step = hook.result.current.send()));
    await act(async () => {
      sends[1]!.resolve({ ok: false, issues: ['ya existe'] });
      await step;
    });
    expect(state()).toEqual({ step: 'invalid', name: 'carga.xlsx', issues: ['ya existe'], fromServer: true });
  });
});
