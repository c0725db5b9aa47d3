import { hasAny } from './permissions';

describe('hasAny', () => {
  it('passes an empty requirement, even with no permissions', () => {
    expect(hasAny([], [])).toBe(true);
  });
  it('needs one of the required permissions', () => {
    expect(hasAny(['TicketCreate'], ['TicketSearchGeneral', 'TicketCreate'])).toBe(true);
    expect(hasAny(new Set(['TicketCreate']), ['UsersDelete'])).toBe(false);
    expect(hasAny([], ['UsersDelete'])).toBe(false);
  });
});
