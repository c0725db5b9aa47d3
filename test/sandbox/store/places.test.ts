import { createStore } from './createStore';
import { postalCodeIn, STATES } from './places';

describe('seeded places', () => {
  it('gives every warehouse and location a five-digit postal code, Mexico City (prefix 0) included', () => {
    const store = createStore({ tickets: 1 });
    const codes = [...store.warehouses.values(), ...store.locations.values()].map((place) => place.postalCode);
    expect(codes.filter((code) => !/^\d{5}$/.test(code))).toEqual([]);
    const mexicoCity = STATES.find((state) => state.cp.length === 1)!;
    expect(postalCodeIn(mexicoCity, '100')).toBe('01000');
  });
});
