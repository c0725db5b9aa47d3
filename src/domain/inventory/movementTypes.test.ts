import { createI18n } from '../../shared/i18n/i18n';
import en from '../../shared/i18n/en.json';
import { movementTypeNameIn } from './movementTypes';

describe('movementTypeNameIn', () => {
  const name = movementTypeNameIn(createI18n('en').t);

  it('names a known movement by its code in the user’s language', () => {
    expect(name('ShipmentEntry', 'Entrada por envío')).toBe(en.inventory.movementTypes.ShipmentEntry);
  });

  it('keeps the service’s name for a code the app does not know, and says nothing without either', () => {
    expect(name('Teleported', 'Teletransportado')).toBe('Teletransportado');
    expect(name(null, null)).toBe('');
  });
});
