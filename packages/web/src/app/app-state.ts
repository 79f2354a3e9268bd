// App-wide flags that are not server data: the account-locked overlay.
import { useSyncExternalStore } from 'react';

let accountLocked = false;
const listeners = new Set<() => void>();

export function setAccountLocked(value: boolean): void {
  if (accountLocked === value) return;
  accountLocked = value;
  listeners.forEach((listener) => listener());
}

export function useAccountLocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => accountLocked,
  );
}
