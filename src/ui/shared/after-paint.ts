/**
 * Runs `callback` in a task of its own after the next painted frame (an animation frame, then a
 * timeout), so what was just rendered shows before more is built; returns a function that cancels
 * it. The element's later batches of operations, a long text's second part and a large schema's
 * further rows all wait this way.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
