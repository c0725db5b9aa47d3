import fc from 'fast-check';
import { LIMITS } from '../../../shared/validation/limits';
import { bandOf, bandsOf, boundsOf, checkBandLimits } from './indicatorBands';

const { min, max, step } = LIMITS.indicators;
const round = (value: number) => Math.round(value * 100) / 100;

describe('indicator bands', () => {
  it('draws green from 0, amber a step after green, red a step after amber up to 100', () => {
    expect(bandsOf({ greenMax: 60, amberMax: 85.5 })).toEqual([
      { key: 1, minPercentage: min, maxPercentage: 60 },
      { key: 2, minPercentage: 60.01, maxPercentage: 85.5 },
      { key: 3, minPercentage: 85.51, maxPercentage: max },
    ]);
  });

  it('takes green max one step above green min and refuses green min itself, with the bounds', () => {
    const bounds = boundsOf('greenMax', null);
    expect(bounds.min).toBe(round(min + step));
    expect(checkBandLimits(round(min + step), 90)).toEqual([]);
    expect(checkBandLimits(min, 90)).toEqual([{ field: 'greenMax', kind: 'range', ...bounds }]);
  });

  it('takes green max two steps below 100 (room for amber and red) and refuses one step more', () => {
    const top = round(max - 2 * step);
    expect(checkBandLimits(top, round(max - step))).toEqual([]);
    expect(checkBandLimits(round(top + step), round(max - step))[0]).toMatchObject({ field: 'greenMax', kind: 'range', max: top });
  });

  it('takes amber max equal to amber min (green max + 0.01) and refuses one step less, with the bounds', () => {
    expect(checkBandLimits(40, round(40 + step))).toEqual([]);
    expect(checkBandLimits(40, 40)).toEqual([{ field: 'amberMax', kind: 'range', min: round(40 + step), max: round(max - step) }]);
  });

  it('takes amber max one step below 100 and refuses 100', () => {
    expect(checkBandLimits(40, round(max - step))).toEqual([]);
    expect(checkBandLimits(40, max)[0]).toMatchObject({ field: 'amberMax', kind: 'range' });
  });

  it('requires both limits and refuses a third decimal', () => {
    expect(checkBandLimits(null, null)).toEqual([{ field: 'greenMax', kind: 'required' }, { field: 'amberMax', kind: 'required' }]);
    expect(checkBandLimits(40.005, 60)[0]).toMatchObject({ field: 'greenMax', kind: 'range' });
  });

  it('tells which band a value falls in at each boundary', () => {
    const limits = { greenMax: 60, amberMax: 80 };
    expect([60, 60.01, 80, 80.01].map((v) => bandOf(v, limits))).toEqual([1, 2, 2, 3]);
  });

  it('accepts exactly the limits that draw three bands without overlap or gap (green wider than its minimum)', () => {
    const hundredths = fc.integer({ min: -100, max: 10_100 }).map((n) => n / 100);
    fc.assert(
      fc.property(hundredths, hundredths, (greenMax, amberMax) => {
        const accepted = checkBandLimits(greenMax, amberMax).length === 0;
        const bands = bandsOf({ greenMax, amberMax });
        const contiguous =
          bands[0]!.minPercentage === min &&
          bands[0]!.maxPercentage > min &&
          bands[2]!.maxPercentage === max &&
          bands.every((band) => band.minPercentage <= band.maxPercentage) &&
          round(bands[1]!.minPercentage - bands[0]!.maxPercentage) === step &&
          round(bands[2]!.minPercentage - bands[1]!.maxPercentage) === step;
        expect(accepted).toBe(contiguous);
      }),
      { seed: 35, numRuns: 5000 },
    );
  });
});
