// Lock / unlock from the lock modal (spec 002 §4, DESIGN.md §10): not optimistic — the status changes
// when the lock has reported; taps are ignored while a command runs; an unlock waits 500 ms for more taps;
// the in-progress flag clears 1 s after success or failure.
import { useEffect, useRef, useState } from 'react';
import { LOCK_BUSY_CLEAR_MS, LOCK_UNLOCK_DEBOUNCE_MS } from '@hemvakt/contract/locks';
import { useControlLock, type LockRef } from '../../api/locks';

export type LockOutcome = 'opened' | 'locked' | 'openFailed' | 'lockFailed' | null;

export function useLockCommand(lock: LockRef & { ep: number }) {
  const control = useControlLock(lock);
  const [busy, setBusy] = useState<'lock' | 'unlock' | null>(null);
  const [outcome, setOutcome] = useState<LockOutcome>(null);
  const busyRef = useRef(false);
  const timers = useRef<{ unlock?: ReturnType<typeof setTimeout>; clear?: ReturnType<typeof setTimeout> }>(
    {},
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.unlock);
      clearTimeout(pending.clear);
    };
  }, []);

  const run = (target: 'lock' | 'unlock') => {
    const settle = (next: LockOutcome) => {
      setOutcome(next);
      timers.current.clear = setTimeout(() => {
        busyRef.current = false;
        setBusy(null);
      }, LOCK_BUSY_CLEAR_MS);
    };
    control.mutate(target, {
      onSuccess: () => settle(target === 'unlock' ? 'opened' : 'locked'),
      onError: () => settle(target === 'unlock' ? 'openFailed' : 'lockFailed'),
    });
  };

  const press = (target: 'lock' | 'unlock') => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(target);
    setOutcome(null);
    if (target === 'unlock') timers.current.unlock = setTimeout(() => run('unlock'), LOCK_UNLOCK_DEBOUNCE_MS);
    else run('lock');
  };
  return { busy, outcome, press };
}
