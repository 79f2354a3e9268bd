// React access to the live channel: its connected state and a message subscription.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveMessage, LiveMessageType } from '@hemvakt/contract/live';
import { liveClient } from './live-client';

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => liveClient.onStateChange(listener),
    () => liveClient.connected,
  );
}

/** Calls `handler` for each live message (of the given types, if any) while mounted. */
export function useLiveMessages(
  handler: (message: LiveMessage) => void,
  types?: readonly LiveMessageType[],
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const typesKey = types?.join('|') ?? '';
  useEffect(() => {
    const wanted = typesKey ? new Set(typesKey.split('|')) : null;
    return liveClient.onMessage((message) => {
      if (!wanted || wanted.has(message.type)) handlerRef.current(message);
    });
  }, [typesKey]);
}
