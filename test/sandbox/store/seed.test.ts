import { validateHierarchy } from '../security/accountRules';
import { createStore } from './createStore';
import { postalCodeIn, STATES } from './places';

// The seed is what a person sees first in `npm start`: it keeps the rules the services enforce on a write.
const store = createStore({ tickets: 1 });

describe('the seed', () => {
  it('gives every warehouse and location a five-digit postal code, Mexico City (prefix 0) included', () => {
    const codes = [...store.warehouses.values(), ...store.locations.values()].map((place) => place.postalCode);
    expect(codes.filter((code) => !/^\d{5}$/.test(code))).toEqual([]);
    const mexicoCity = STATES.find((state) => state.cp.length === 1)!;
    expect(postalCodeIn(mexicoCity, '100')).toBe('01000');
  });

  it('gives every operational user below level 0 a superior the hierarchy rule accepts (the forms ask for one)', () => {
    const users = [...store.users.values()].filter((user) => !user.nonOperational && user.enabled);
    expect(users.filter((user) => user.level! > 0 && user.superiorId === null).map((user) => user.userName)).toEqual([]);
    for (const user of users) expect(() => validateHierarchy(store, user.userId, user.level!, user.superiorId)).not.toThrow();
  });
});
