// A trailing debounce (spec 001 §4: light level and colour temperature are sent 500 ms after the last
// change) with a way to drop the pending call when the control goes away.

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
  /** Runs the pending call now, if any. */
  flush: () => void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const debounced = ((...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  debounced.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  return debounced;
}
