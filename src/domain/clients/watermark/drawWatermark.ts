import { watermarkLayout, watermarkLines, type WatermarkFact, type WatermarkFacts, type WatermarkLayout, type WatermarkStyle } from './watermarkLayout';

/** The font the stamp is written in. */
export const watermarkFont = (fontPx: number) => `${fontPx}px sans-serif`;

/** Draws a layout on a canvas: the box in the background colour, then each line from its top. */
export function drawWatermarkLayout(context: CanvasRenderingContext2D, layout: WatermarkLayout): void {
  if (!layout.lines.length) return;
  context.save();
  context.fillStyle = layout.background;
  context.fillRect(layout.box.x, layout.box.y, layout.box.width, layout.box.height);
  context.fillStyle = layout.textColor;
  context.font = watermarkFont(layout.fontPx);
  context.textBaseline = 'top';
  for (const line of layout.lines) context.fillText(line.text, line.x, line.y);
  context.restore();
}

/**
 * Stamps a client's watermark on the photo already drawn on the canvas: what the editor's preview shows and what
 * a photo taken for a ticket is stamped with, from the same layout.
 */
export function stampWatermark(
  context: CanvasRenderingContext2D,
  size: { width: number; height: number },
  style: WatermarkStyle,
  facts: WatermarkFacts,
  labels: Readonly<Record<WatermarkFact, string>>,
): WatermarkLayout {
  const measure = (text: string, fontPx: number) => {
    context.font = watermarkFont(fontPx);
    return context.measureText(text).width;
  };
  const layout = watermarkLayout(size, style, watermarkLines(style, facts, labels), measure);
  drawWatermarkLayout(context, layout);
  return layout;
}
