// Quill (PrimeReact's Editor) measures the selection's range to keep it in view; jsdom lays nothing out and has no
// Range.getBoundingClientRect, so an editor given content would throw. Nothing here depends on the numbers.
const EMPTY_RECT = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
if (typeof Range !== 'undefined' && !Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => EMPTY_RECT as DOMRect;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
}
