import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last value, 500 ms after the last change', () => {
    const send = vi.fn();
    const debounced = debounce(send, 500);
    debounced(10);
    vi.advanceTimersByTime(400);
    debounced(20);
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(20);
  });

  it('drops the pending value on cancel and runs it on flush', () => {
    const send = vi.fn();
    const debounced = debounce(send, 500);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
    debounced(2);
    debounced.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith(2);
  });
});
