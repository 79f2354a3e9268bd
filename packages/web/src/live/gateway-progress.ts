// 'Gateway progress' (spec 001 §4): on while a device (or gateway) is being added, cleared by gateway
// auth ok, a device pull or a device update, and when the add ends. My devices shows a spinner meanwhile.
import { useSyncExternalStore } from 'react';

let busy = false;
const listeners = new Set<() => void>();

export function setGatewayBusy(value: boolean): void {
  if (busy === value) return;
  busy = value;
  listeners.forEach((listener) => listener());
}

export function isGatewayBusy(): boolean {
  return busy;
}

export function useGatewayBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => busy,
  );
}
