import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useFilterDraft } from './useFilterDraft';

interface Filter {
  text: string;
  kind: string | null;
}

const EMPTY: Filter = { text: '', kind: null };
const trimmedText = (draft: Filter): Filter => ({ ...draft, text: draft.text.trim() });
const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent & { preventDefault: jest.Mock };
// Refuses a text of one character; trims the rest.
const toSearch = (draft: Filter) => (draft.text.trim().length === 1 ? null : trimmedText(draft));

function renderDraft(initial?: Filter) {
  const onSearch = jest.fn();
  const view = renderHook(() => useFilterDraft(EMPTY, onSearch, { initial, toSearch }));
  return { ...view, onSearch };
}

describe('useFilterDraft', () => {
  it('opens on the given values and asks for nothing until submitted, then searches what was typed', () => {
    const { result, onSearch } = renderDraft({ text: 'recordado', kind: 'a' });
    expect(result.current.values).toEqual({ text: 'recordado', kind: 'a' });

    act(() => result.current.change({ text: '  nuevo ' }));
    act(() => result.current.change({ kind: 'b' }));
    expect(result.current.values).toEqual({ text: '  nuevo ', kind: 'b' });
    expect(onSearch).not.toHaveBeenCalled();

    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onSearch).toHaveBeenCalledWith({ text: 'nuevo', kind: 'b' });
  });

  it('refuses a search its check turns down, keeping what was typed, until a search passes', () => {
    const { result, onSearch } = renderDraft();
    act(() => result.current.change({ text: 'x' }));
    act(() => result.current.submit(submitEvent()));
    expect(onSearch).not.toHaveBeenCalled();
    expect(result.current.refused).toBe(true);
    expect(result.current.values.text).toBe('x');

    act(() => result.current.change({ text: 'xy' }));
    act(() => result.current.submit(submitEvent()));
    expect(result.current.refused).toBe(false);
    expect(onSearch).toHaveBeenCalledWith({ text: 'xy', kind: null });
  });

  it('clear empties the draft, forgets a refusal and searches everything again', () => {
    const { result, onSearch } = renderDraft({ text: 'x', kind: 'a' });
    act(() => result.current.submit(submitEvent()));
    expect(result.current.refused).toBe(true);

    act(() => result.current.clear());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.refused).toBe(false);
    expect(onSearch).toHaveBeenCalledWith(EMPTY);
  });

  it('opens on the empty filter when given no values', () => {
    const onSearch = jest.fn();
    const { result } = renderHook(() => useFilterDraft(EMPTY, onSearch));
    expect(result.current.values).toEqual(EMPTY);
    act(() => result.current.submit(submitEvent()));
    expect(onSearch).toHaveBeenCalledWith(EMPTY);
  });
});
