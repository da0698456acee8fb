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

/**
 * Resolves in a task of its own, soon: a message to itself, which (unlike a timeout) a hidden
 * page does not throttle and which does not wait for a frame.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}
