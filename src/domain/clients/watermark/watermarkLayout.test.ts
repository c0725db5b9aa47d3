import { FONT_SHARE, MIN_FONT_PX, fitLine, rgba, watermarkLayout, watermarkLines, type WatermarkStyle } from './watermarkLayout';

/** Every character as wide as 0.6 of the font: enough to check the maths without a canvas. */
const measure = (text: string, fontPx: number) => text.length * fontPx * 0.6;
const LABELS = { location: 'Ubicación', ticketId: 'Ticket', address: 'Dirección', latitude: 'Latitud', longitude: 'Longitud', municipality: 'Municipio', state: 'Estado', dateTime: 'Fecha' };
const NONE = { location: false, ticketId: false, address: false, latitude: false, longitude: false, municipality: false, state: false, dateTime: false };
const style = (over: Partial<WatermarkStyle> = {}): WatermarkStyle => ({
  text: 'Banco del Valle', backgroundColor: '#102030', opacity: 60, textColor: '#FFFFFF', fontSize: 'medium', shown: NONE, ...over,
});

describe('watermark lines', () => {
  it('starts with the text and adds each shown fact that has a value, in the spec’s order, coordinates to 6 decimals', () => {
    const shown = { ...NONE, latitude: true, ticketId: true, state: true, dateTime: true };
    const lines = watermarkLines(style({ shown }), { ticketId: 5012, latitude: 19.4326077, state: '', dateTime: '20/11/2026 09:00', location: 'Sucursal 1' }, LABELS);
    expect(lines).toEqual(['Banco del Valle', 'Ticket: 5012', 'Latitud: 19.432608', 'Fecha: 20/11/2026 09:00']);
  });
});

describe('watermark layout', () => {
  it('sizes the font as a share of the shorter side, never under the minimum', () => {
    expect(watermarkLayout({ width: 4000, height: 3000 }, style({ fontSize: 'small' }), ['a'], measure).fontPx).toBe(3000 * FONT_SHARE.small);
    expect(watermarkLayout({ width: 4000, height: 3000 }, style({ fontSize: 'large' }), ['a'], measure).fontPx).toBe(3000 * FONT_SHARE.large);
    expect(watermarkLayout({ width: 200, height: 100 }, style({ fontSize: 'small' }), ['a'], measure).fontPx).toBe(MIN_FONT_PX);
  });

  it('puts the box at the bottom left, a half-font margin from the edges, lines 1.3 fonts apart inside a 0.4-font padding', () => {
    const layout = watermarkLayout({ width: 1000, height: 1000 }, style(), ['Banco', 'Ticket: 5012'], measure);
    // medium: 35 px font, margin 18, padding 14, line height 46.
    expect(layout.fontPx).toBe(35);
    expect(layout.box).toEqual({ x: 18, y: 1000 - 18 - (2 * 46 + 2 * 14), width: Math.ceil(12 * 35 * 0.6) + 2 * 14, height: 2 * 46 + 2 * 14 });
    expect(layout.lines).toEqual([
      { text: 'Banco', x: 32, y: layout.box.y + 14 },
      { text: 'Ticket: 5012', x: 32, y: layout.box.y + 14 + 46 },
    ]);
    expect(layout.background).toBe('rgba(16, 32, 48, 0.6)');
  });

  it('cuts a line wider than the photo with an ellipsis, and leaves out the lines that do not fit its height', () => {
    const layout = watermarkLayout({ width: 300, height: 100 }, style({ fontSize: 'large' }), ['x'.repeat(100), 'second', 'third', 'fourth'], measure);
    // 10 px font (the minimum), margin 5, padding 4, line height 13: (100 - 10 - 8) / 13 = 6 lines of room, all four fit.
    expect(layout.lines).toHaveLength(4);
    const maxText = 300 - 2 * 5 - 2 * 4;
    expect(measure(layout.lines[0]!.text, 10)).toBeLessThanOrEqual(maxText);
    expect(layout.lines[0]!.text.endsWith('…')).toBe(true);
    expect(layout.box.width).toBeLessThanOrEqual(300 - 2 * 5);

    const short = watermarkLayout({ width: 300, height: 40 }, style(), ['one', 'two', 'three'], measure);
    // (40 - 10 - 8) / 13 = 1 line of room: the text stays, the facts go.
    expect(short.lines.map((l) => l.text)).toEqual(['one']);
  });

  it('draws nothing without lines, and fits a line exactly at the width untouched', () => {
    expect(watermarkLayout({ width: 500, height: 500 }, style(), [], measure).box).toMatchObject({ width: 0, height: 0 });
    expect(fitLine('abcde', 5 * 10 * 0.6, 10, measure)).toBe('abcde');
    expect(fitLine('abcdef', 5 * 10 * 0.6, 10, measure)).toBe('abcd…');
    expect(rgba('#FF8000', 150)).toBe('rgba(255, 128, 0, 1)');
  });
});
