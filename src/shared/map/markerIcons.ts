// The markers are HTML drawn by CSS (clusterMap.css), not pictures: no marker image to fetch, and each
// carries its accessible name, read when Tab reaches it (Leaflet makes it a focusable button).
import L from 'leaflet';

/** A divIcon whose element carries an accessible name. */
class LabelledIcon extends L.DivIcon {
  constructor(
    options: L.DivIconOptions,
    private readonly label: string,
  ) {
    super(options);
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const icon = super.createIcon(oldIcon);
    icon.setAttribute('aria-label', this.label);
    return icon;
  }
}

/** A point: a dot of its status's colour. */
export function pointIcon(color: string, label: string): L.DivIcon {
  const dot = document.createElement('span');
  dot.className = 'sd-map-point__dot';
  dot.style.backgroundColor = color;
  return new LabelledIcon({ className: 'sd-map-point', html: dot, iconSize: [22, 22] }, label);
}

const SIZES = [
  { upTo: 99, px: 34 },
  { upTo: 9999, px: 42 },
  { upTo: Infinity, px: 50 },
];

/**
 * A group: a ring whose arcs are its statuses' shares (the legend and the name say the same in words),
 * around its count.
 */
export function groupIcon(count: number, countText: string, shares: { color: string; count: number }[], label: string): L.DivIcon {
  const px = SIZES.find((size) => count <= size.upTo)!.px;
  const ring = document.createElement('span');
  ring.className = 'sd-map-group__ring';
  let at = 0;
  const stops = shares
    .filter((share) => share.count > 0)
    .map((share) => {
      const from = (at / count) * 100;
      at += share.count;
      return `${share.color} ${from}% ${(at / count) * 100}%`;
    });
  ring.style.background = `conic-gradient(${stops.join(', ')})`;
  const text = document.createElement('span');
  text.className = 'sd-map-group__count';
  text.textContent = countText;
  ring.appendChild(text);
  return new LabelledIcon({ className: 'sd-map-group', html: ring, iconSize: [px, px] }, label);
}
