/**
 * The optional tile layer of the maps (src/shared/map). Without it the maps draw only their shipped
 * outline, and the page loads no image from another origin; with it the content security policy's
 * img-src must name the tiles' origin, which tileImageSource derives from the same setting.
 */
export interface MapTilesConfig {
  /** A Leaflet URL template: https://{s}.tiles.example.com/{z}/{x}/{y}.png, or a path on the app's origin. */
  tileUrl: string;
  /** What the tile provider asks to be shown, in HTML as Leaflet's attribution control shows it. */
  attribution: string;
}

const ABSOLUTE = /^https:\/\/([^/?#]+)/i;

/** Why `tileUrl` is refused, or null: tiles over https or from the app's own origin, nothing else. */
export function tileUrlProblem(tileUrl: string): string | null {
  if (tileUrl.startsWith('/') && !tileUrl.startsWith('//')) return null;
  const host = ABSOLUTE.exec(tileUrl)?.[1];
  if (!host) return 'must start with https:// or /';
  // {s} is the only placeholder a host may hold: the policy can name it as *.<rest>.
  if (/[{}]/.test(host.replace(/^\{s\}\./, ''))) return 'may hold {s} only as the first label of its host';
  return null;
}

/** The img-src source the tiles need: https://tiles.example.com, https://*.tiles.example.com for {s}, or null on the app's own origin. */
export function tileImageSource(tileUrl: string): string | null {
  const host = ABSOLUTE.exec(tileUrl)?.[1];
  return host ? `https://${host.replace(/^\{s\}\./, '*.').toLowerCase()}` : null;
}
