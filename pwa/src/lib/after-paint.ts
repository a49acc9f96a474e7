/**
 * Runs `work` in a task after the browser's next paint; the returned function cancels it (an effect's
 * cleanup). A frame callback runs before that paint, a task queued from it after.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
