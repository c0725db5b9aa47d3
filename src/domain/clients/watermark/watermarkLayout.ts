/**
 * The watermark a client's evidence photos are stamped with (spec 002 section 3): its text, then the optional facts
 * of the ticket and place, in a box at the photo's bottom left. Pure maths (the caller measures text), so the
 * editor's preview and the stamp draw exactly the same thing.
 */

export type WatermarkFontSize = 'small' | 'medium' | 'large';

/** The optional lines, in the order they are stamped under the text. */
export const WATERMARK_FACTS = ['location', 'ticketId', 'address', 'latitude', 'longitude', 'municipality', 'state', 'dateTime'] as const;
export type WatermarkFact = (typeof WATERMARK_FACTS)[number];

export interface WatermarkStyle {
  text: string;
  /** #RRGGBB. */
  backgroundColor: string;
  /** The background's opacity, 0 to 100. */
  opacity: number;
  textColor: string;
  fontSize: WatermarkFontSize;
  /** Which facts are stamped. */
  shown: Readonly<Record<WatermarkFact, boolean>>;
}

/** The facts of one photo (its ticket and place); a missing one is not stamped. */
export type WatermarkFacts = Readonly<Partial<Record<WatermarkFact, string | number | null>>>;

/** Measures a text's width in pixels at a font size (the canvas's measureText). */
export type MeasureText = (text: string, fontPx: number) => number;

export interface WatermarkLine {
  text: string;
  x: number;
  y: number;
}

export interface WatermarkLayout {
  fontPx: number;
  box: { x: number; y: number; width: number; height: number };
  /** Each line's text (cut with an ellipsis to fit) and its top-left corner. */
  lines: WatermarkLine[];
  /** The box's fill: the background colour at the chosen opacity. */
  background: string;
  textColor: string;
}

/** Font size as a share of the photo's shorter side, so a stamp reads the same on any camera's resolution. */
export const FONT_SHARE: Readonly<Record<WatermarkFontSize, number>> = { small: 0.025, medium: 0.035, large: 0.05 };
/** The smallest font drawn, however small the photo. */
export const MIN_FONT_PX = 10;
const ELLIPSIS = '…';

/** The stamp's lines: the text, then each shown fact that has a value, as "label: value" (coordinates to 6 decimals). */
export function watermarkLines(style: WatermarkStyle, facts: WatermarkFacts, labels: Readonly<Record<WatermarkFact, string>>): string[] {
  const lines = style.text.trim() ? [style.text.trim()] : [];
  for (const fact of WATERMARK_FACTS) {
    const value = facts[fact];
    if (!style.shown[fact] || value === null || value === undefined || value === '') continue;
    const shown = typeof value === 'number' && (fact === 'latitude' || fact === 'longitude') ? value.toFixed(6) : String(value);
    lines.push(`${labels[fact]}: ${shown}`);
  }
  return lines;
}

/** The text cut (with an ellipsis) to the longest start that fits the width. */
export function fitLine(text: string, maxWidth: number, fontPx: number, measure: MeasureText): string {
  if (measure(text, fontPx) <= maxWidth) return text;
  let keep = text.length;
  while (keep > 0 && measure(`${text.slice(0, keep).trimEnd()}${ELLIPSIS}`, fontPx) > maxWidth) keep -= 1;
  return keep > 0 ? `${text.slice(0, keep).trimEnd()}${ELLIPSIS}` : '';
}

/** #RRGGBB at an opacity of 0 to 100, as a CSS rgba() colour. */
export function rgba(hex: string, opacity: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const alpha = Math.min(100, Math.max(0, opacity)) / 100;
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/**
 * Where the box and its lines go on a photo of this size: the font a share of the shorter side (at least
 * MIN_FONT_PX), a margin of half a font from the edges, a padding of 0.4 font inside the box, lines 1.3 fonts apart.
 * Lines wider than the photo are cut with an ellipsis; lines that do not fit its height are left out from the last.
 */
export function watermarkLayout(size: { width: number; height: number }, style: WatermarkStyle, lines: readonly string[], measure: MeasureText): WatermarkLayout {
  const fontPx = Math.max(MIN_FONT_PX, Math.round(Math.min(size.width, size.height) * FONT_SHARE[style.fontSize]));
  const margin = Math.round(fontPx * 0.5);
  const padding = Math.round(fontPx * 0.4);
  const lineHeight = Math.round(fontPx * 1.3);
  const maxTextWidth = Math.max(0, size.width - 2 * margin - 2 * padding);
  const room = Math.max(0, Math.floor((size.height - 2 * margin - 2 * padding) / lineHeight));
  const fitted = lines.slice(0, room).map((line) => fitLine(line, maxTextWidth, fontPx, measure));
  const textWidth = Math.max(0, ...fitted.map((line) => measure(line, fontPx)));
  const box = {
    x: margin,
    width: fitted.length ? Math.min(Math.ceil(textWidth) + 2 * padding, size.width - 2 * margin) : 0,
    height: fitted.length ? fitted.length * lineHeight + 2 * padding : 0,
    y: 0,
  };
  box.y = size.height - margin - box.height;
  return {
    fontPx,
    box,
    lines: fitted.map((text, i) => ({ text, x: box.x + padding, y: box.y + padding + i * lineHeight })),
    background: rgba(style.backgroundColor, style.opacity),
    textColor: style.textColor,
  };
}
