import { SHIPMENT_STATUS, SHIPMENT_STATUS_IDS } from './shipmentStatus';
import { formatsForRole, destinationKindOf, originKindOf } from './shipmentTypes';
import { FINAL_STATUSES, legalSteps, processStateOf, statusAfter } from './stateMachine';

const { Pending, OnProcess, WaitingForDeparture, Closed, Canceled, Confirmed, Received } = SHIPMENT_STATUS;

describe('shipment state machine', () => {
  it('offers each status its legal steps, in order', () => {
    expect(Object.fromEntries(SHIPMENT_STATUS_IDS.map((s) => [s, legalSteps(s)]))).toEqual({
      [Pending]: ['modify', 'confirm', 'cancel'],
      [OnProcess]: ['readyToShip', 'cancel'],
      [WaitingForDeparture]: ['receipt', 'register', 'cancel'],
      [Closed]: [],
      [Canceled]: [],
      [Confirmed]: ['modify', 'onProcess', 'cancel'],
      [Received]: ['register'],
    });
  });

  it('leads each step to its status; register closes only when no item waits', () => {
    expect(statusAfter(Pending, 'confirm')).toBe(Confirmed);
    expect(statusAfter(Confirmed, 'onProcess')).toBe(OnProcess);
    expect(statusAfter(OnProcess, 'readyToShip')).toBe(WaitingForDeparture);
    expect(statusAfter(WaitingForDeparture, 'receipt')).toBe(Received);
    expect(statusAfter(Received, 'register', true)).toBe(Received);
    expect(statusAfter(Received, 'register', false)).toBe(Closed);
    expect(statusAfter(Confirmed, 'modify')).toBe(Confirmed);
    expect(statusAfter(WaitingForDeparture, 'cancel')).toBe(Canceled);
  });

  it('has Closed and Canceled final, with their process states', () => {
    expect(FINAL_STATUSES.flatMap(legalSteps)).toEqual([]);
    expect([processStateOf(Closed), processStateOf(Canceled), processStateOf(Received)]).toEqual([2, 3, 1]);
  });
});

describe('shipment types', () => {
  it('offers types per role (spec 001 section 6)', () => {
    expect(['ADM', 'DIS', 'ENG', 'SUP', 'WAD', 'CWR'].map((r) => formatsForRole(r))).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [3, 4],
      [3, 4],
      [1, 2],
      [],
    ]);
  });

  it('ship from and to the places of the type', () => {
    expect([1, 2, 3, 4].map((f) => `${originKindOf(f as 1)}>${destinationKindOf(f as 1)}`)).toEqual([
      'Warehouse>Warehouse',
      'Warehouse>TaskForce',
      'TaskForce>TaskForce',
      'TaskForce>Warehouse',
    ]);
  });
});
