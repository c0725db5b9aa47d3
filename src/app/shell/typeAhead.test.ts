import { captureTypeAhead } from './typeAhead';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('type-ahead capture', () => {
  it('keeps printable keys and Backspace, lets other keys and shortcuts pass, and stops at take()', () => {
    const capture = captureTypeAhead();
    expect(press('a').defaultPrevented).toBe(true);
    press('b');
    press('Backspace');
    press(' ');
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(capture.take()).toBe('a ');
    expect(press('c').defaultPrevented).toBe(false);
    expect(capture.take()).toBe('');
  });
});
