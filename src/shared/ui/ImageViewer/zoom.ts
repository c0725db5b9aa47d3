/** Zoom levels of the image viewer, as a share of the viewing area's width; 1 fits it. */
export const ZOOM_LEVELS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
export const FIT_LEVEL = ZOOM_LEVELS.indexOf(1);

export function zoomIn(level: number): number {
  return Math.min(level + 1, ZOOM_LEVELS.length - 1);
}

export function zoomOut(level: number): number {
  return Math.max(level - 1, 0);
}
