/** A status name on its colour, with the text colour picked for contrast (WCAG AA on any background). */
export function StatusChip({ name, hexColor }: { name: string; hexColor: string | null | undefined }) {
  const background = hexColor && /^#?[0-9a-f]{6}$/i.test(hexColor) ? (hexColor.startsWith('#') ? hexColor : `#${hexColor}`) : '#6b7280';
  return (
    <span className="inline-block border-round-2xl px-2 py-1 text-xs font-semibold white-space-nowrap" style={{ background, color: readableTextOn(background) }}>
      {name}
    </span>
  );
}

/** Black or white, whichever contrasts more with the background (relative luminance, WCAG 2). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}
