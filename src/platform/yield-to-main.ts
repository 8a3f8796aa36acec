/**
 * Ends the running task: what follows runs in a new one, so the browser can paint and answer a tap in between. With
 * scheduler.yield the continuation keeps its place ahead of other queued work; elsewhere a message (not a timer, which
 * a paused or throttled clock would hold) resumes it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps in order, each in a task of its own. */
export async function inSeparateTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    step();
  }
}

/**
 * Runs the callback once the next frame has painted; returns a cancel function. For work that would otherwise restyle
 * and lay out the page inside the task that changed it (a focus() right after a dialog mounts), where the frame's own
 * style and layout come next anyway.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => void yieldToMain().then(() => cancelled || callback()));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
