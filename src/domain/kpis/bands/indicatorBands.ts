import { LIMITS } from '../../../shared/validation/limits';

/** Band keys (spec 002 section 3): 1 green, 2 amber, 3 red. */
export const BAND_KEYS = { green: 1, amber: 2, red: 3 } as const;
export type BandKey = (typeof BAND_KEYS)[keyof typeof BAND_KEYS];

export interface Band {
  key: BandKey;
  minPercentage: number;
  maxPercentage: number;
}

/** What the user sets: the other four limits follow from these two. */
export interface BandLimits {
  greenMax: number;
  amberMax: number;
}

export type BandField = keyof BandLimits;
/** A refusal with the bounds the value must lie between (the spec's indicator message names both). */
export type BandProblem = { field: BandField; kind: 'required' } | { field: BandField; kind: 'range'; min: number; max: number };

const { min: GREEN_MIN, max: RED_MAX, decimals } = LIMITS.indicators;
const SCALE = 10 ** decimals;
/** Limits are compared in hundredths (integers), so 0.1 + 0.2 never decides a band. */
const units = (value: number) => Math.round(value * SCALE);
const fromUnits = (value: number) => value / SCALE;
const hasStepDecimals = (value: number) => Math.abs(value * SCALE - units(value)) < 1e-6;

/** The bands as the two limits draw them: green 0..greenMax, amber greenMax + 0.01..amberMax, red amberMax + 0.01..100. */
export function bandsOf({ greenMax, amberMax }: BandLimits): Band[] {
  return [
    { key: BAND_KEYS.green, minPercentage: GREEN_MIN, maxPercentage: fromUnits(units(greenMax)) },
    { key: BAND_KEYS.amber, minPercentage: fromUnits(units(greenMax) + 1), maxPercentage: fromUnits(units(amberMax)) },
    { key: BAND_KEYS.red, minPercentage: fromUnits(units(amberMax) + 1), maxPercentage: RED_MAX },
  ];
}

/**
 * The bounds each limit must lie between (spec 002 sections 4 and 5): green max above green min and low enough to
 * leave amber and red a step each; amber max from amber min (green max + 0.01) to one step below 100, so red keeps one.
 */
export function boundsOf(field: BandField, greenMax: number | null): { min: number; max: number } {
  if (field === 'greenMax') return { min: fromUnits(units(GREEN_MIN) + 1), max: fromUnits(units(RED_MAX) - 2) };
  const low = greenMax === null ? units(GREEN_MIN) + 2 : units(greenMax) + 1;
  return { min: fromUnits(low), max: fromUnits(units(RED_MAX) - 1) };
}

function problemOf(field: BandField, value: number | null, greenMax: number | null): BandProblem | null {
  if (value === null || Number.isNaN(value)) return { field, kind: 'required' };
  const { min, max } = boundsOf(field, greenMax);
  const outside = !hasStepDecimals(value) || units(value) < units(min) || units(value) > units(max);
  return outside ? { field, kind: 'range', min, max } : null;
}

/** Both limits' refusals, each with its bounds; amber's bounds follow green max only once green max is valid. */
export function checkBandLimits(greenMax: number | null, amberMax: number | null): BandProblem[] {
  const green = problemOf('greenMax', greenMax, null);
  const amber = problemOf('amberMax', amberMax, green ? null : greenMax);
  return [green, amber].filter((p): p is BandProblem => p !== null);
}

/** The band a value falls in; values outside 0..100 take the nearest end's band. */
export function bandOf(value: number, { greenMax, amberMax }: BandLimits): BandKey {
  if (units(value) <= units(greenMax)) return BAND_KEYS.green;
  return units(value) <= units(amberMax) ? BAND_KEYS.amber : BAND_KEYS.red;
}

/** The limits the three bands keep (the service's shape keyed 1, 2, 3). */
export function limitsOf(bands: readonly Band[]): BandLimits {
  const max = (key: BandKey) => bands.find((b) => b.key === key)?.maxPercentage ?? 0;
  return { greenMax: max(BAND_KEYS.green), amberMax: max(BAND_KEYS.amber) };
}
