import { bulkOutcome } from './bulkOutcome';

describe('bulkOutcome', () => {
  it('separates the refused tickets from the count that moved', () => {
    const results = [
      { ticketId: 1, error: false, message: null },
      { ticketId: 2, error: true, message: 'El ticket 2 no admite el cambio' },
      { ticketId: 3, error: false, message: null },
    ];
    expect(bulkOutcome(results)).toEqual({ refused: [results[1]], updated: 2 });
    expect(bulkOutcome([])).toEqual({ refused: [], updated: 0 });
  });
});
