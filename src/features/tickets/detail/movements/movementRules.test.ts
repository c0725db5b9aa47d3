import { movementError, serialError } from './movementRules';

const none = { install: [], retire: [] };

describe('serialError', () => {
  it('needs a serial of at most 100 characters', () => {
    expect(serialError('', 'install', none, [])).toEqual({ key: 'required' });
    expect(serialError('S'.repeat(101), 'install', none, [])).toEqual({ key: 'tooLong', values: { max: 100 } });
    expect(serialError('S'.repeat(100), 'install', none, [])).toBeNull();
  });

  it('refuses a component already in the movement on either side, whatever its case', () => {
    expect(serialError('rf123', 'install', { install: ['RF123'], retire: [] }, [])).toEqual({ key: 'duplicate', values: { serial: 'rf123' } });
    expect(serialError('RF123', 'install', { install: [], retire: ['RF123'] }, [])).toEqual({ key: 'duplicate', values: { serial: 'RF123' } });
  });

  it('refuses installing a component already installed on the ticket, not retiring it', () => {
    expect(serialError('SN1', 'install', none, ['SN1'])).toEqual({ key: 'alreadyInstalled', values: { serial: 'SN1' } });
    expect(serialError('SN1', 'retire', none, ['SN1'])).toBeNull();
  });

  it('holds at most 100 serials per side', () => {
    const full = { install: Array.from({ length: 100 }, (_, i) => `S${i}`), retire: [] };
    expect(serialError('S-new', 'install', full, [])).toEqual({ key: 'tooMany', values: { max: 100 } });
    expect(serialError('S-new', 'retire', full, [])).toBeNull();
  });
});

describe('movementError', () => {
  it('needs something on each side the kind uses', () => {
    expect(movementError('install', none)).toEqual({ key: 'noneToInstall' });
    expect(movementError('retire', none)).toEqual({ key: 'noneToRetire' });
    expect(movementError('substitute', { install: ['A'], retire: [] })).toEqual({ key: 'noneToRetire' });
    expect(movementError('install', { install: ['A'], retire: [] })).toBeNull();
  });

  it('substitutes only equal counts', () => {
    expect(movementError('substitute', { install: ['A', 'B'], retire: ['C'] })).toEqual({ key: 'unequal', values: { install: 2, retire: 1 } });
    expect(movementError('substitute', { install: ['A', 'B'], retire: ['C', 'D'] })).toBeNull();
  });
});
