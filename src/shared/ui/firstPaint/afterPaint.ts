/**
 * Runs `work` once the current frame has been painted (a frame's callbacks run before its paint, a timeout
 * set from one runs after it), so a fetch it starts never delays what the user is about to see. Returns a
 * cancel for an effect's clean-up.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
