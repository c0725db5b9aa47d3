import { useTranslation } from 'react-i18next';
import { bandsOf, type BandKey } from '../../../domain/kpis/bands/indicatorBands';
import { LIMITS } from '../../../shared/validation/limits';
import type { BandLimitValues } from './bandSchema';

const COLOURS: Record<BandKey, string> = { 1: '#15803d', 2: '#ca8a04', 3: '#b91c1c' };
export const BAND_NAME_KEYS: Record<BandKey, string> = { 1: 'indicators.green', 2: 'indicators.amber', 3: 'indicators.red' };
const { min, max } = LIMITS.indicators;
const clamp = (value: number | null) => Math.min(max, Math.max(min, value ?? min));

/** The three bands drawn as typed (an empty limit reads as 0), each named with its range for every reader. */
export function BandBar({ greenMax, amberMax }: BandLimitValues) {
  const { t } = useTranslation();
  const bands = bandsOf({ greenMax: clamp(greenMax), amberMax: clamp(amberMax) });
  const ranges = bands.map((band) => ({
    ...band,
    text: t('indicators.range', { name: t(BAND_NAME_KEYS[band.key]), from: band.minPercentage.toFixed(2), to: band.maxPercentage.toFixed(2) }),
    width: Math.max(0, band.maxPercentage - band.minPercentage),
  }));
  return (
    <div>
      <div role="img" aria-label={ranges.map((r) => r.text).join('; ')} className="flex border-round overflow-hidden" style={{ height: '1.5rem' }}>
        {ranges.map((range) => (
          <div key={range.key} style={{ flexGrow: range.width, flexBasis: 0, background: COLOURS[range.key] }} />
        ))}
      </div>
      <ul aria-hidden="true" className="list-none p-0 m-0 mt-2 flex gap-3 flex-wrap">
        {ranges.map((range) => (
          <li key={range.key}>{range.text}</li>
        ))}
      </ul>
    </div>
  );
}
