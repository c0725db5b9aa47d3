import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stampWatermark } from '../../../domain/clients/watermark/drawWatermark';
import { WATERMARK_FACTS, watermarkLines, type WatermarkFact, type WatermarkFacts, type WatermarkStyle } from '../../../domain/clients/watermark/watermarkLayout';
import { drawSamplePhoto } from './samplePhoto';

/** The sample photo's size: a phone camera's 4:3. */
const SIZE = { width: 480, height: 360 };

/** What a photo taken at a branch would carry (the sample the preview stamps). */
const SAMPLE_FACTS: WatermarkFacts = {
  location: 'Sucursal Centro 001', ticketId: 5012, address: 'Av. Juárez 100, Centro', latitude: 19.4326, longitude: -99.1332,
  municipality: 'Cuauhtémoc', state: 'Ciudad de México', dateTime: '20/11/2026 09:15',
};

/** The labels of the stamped facts, in the user's language. */
export function useFactLabels(): Record<WatermarkFact, string> {
  const { t } = useTranslation();
  return useMemo(() => Object.fromEntries(WATERMARK_FACTS.map((fact) => [fact, t(`watermark.facts.${fact}`)])) as Record<WatermarkFact, string>, [t]);
}

/**
 * The watermark as it will be stamped, drawn live on the sample photo by the stamp's own function. Readers get
 * the stamped lines as the image's name.
 */
export function WatermarkPreview({ style }: { style: WatermarkStyle }) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  const canvas = useRef<HTMLCanvasElement>(null);
  const lines = watermarkLines(style, SAMPLE_FACTS, labels);
  useEffect(() => {
    // No 2D context where there is no canvas (jsdom): the preview's name still says what is stamped.
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    drawSamplePhoto(context, SIZE.width, SIZE.height);
    stampWatermark(context, SIZE, style, SAMPLE_FACTS, labels);
  }, [style, labels]);
  return (
    <figure className="m-0 flex flex-column gap-2">
      <canvas ref={canvas} width={SIZE.width} height={SIZE.height} role="img" aria-label={t('watermark.previewLabel', { lines: lines.join('; ') })}
        style={{ width: '100%', maxWidth: SIZE.width, border: '1px solid var(--surface-border)' }} />
      <figcaption className="text-700 text-sm">{t('watermark.previewCaption')}</figcaption>
    </figure>
  );
}
