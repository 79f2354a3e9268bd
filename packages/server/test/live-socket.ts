// A live channel client for tests: opens /live with a ticket and waits for messages by type.
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createLiveTicket } from '@hemvakt/contract/auth';
import type { LiveMessage } from '@hemvakt/contract/live';
import type { TestApp } from './test-app';
import { call } from './builders';

export interface LiveSocket {
  socket: WebSocket;
  messages: LiveMessage[];
  closed: Promise<number>;
  /** The first message (already received or coming) of `type` that matches. */
  next(type: string, matches?: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  close(): void;
}

/** The ws:// base of an app that listens (call `t.app.listen` first). */
export function liveBase(t: TestApp): string {
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export function connectLive(
  t: TestApp,
  ticket: string | undefined,
  headers: Record<string, string> = {},
): LiveSocket {
  const base = liveBase(t);
  const socket = new WebSocket(ticket === undefined ? `${base}/live` : `${base}/live?token=${ticket}`, {
    headers,
  });
  const messages: LiveMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as LiveMessage);
    waiters.splice(0).forEach((w) => w());
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = (type: string, matches: (m: LiveMessage) => boolean = () => true, timeoutMs = 3000) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
      const check = () => {
        const found = messages.find((m) => m.type === type && matches(m));
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { socket, messages, closed, next, close: () => socket.close() };
}

export async function liveTicket(t: TestApp, token: string): Promise<string> {
  return (await call(t, createLiveTicket, { token })).body.token;
}

/** A socket of the user of `token`, once its hello arrived (its scope is known). */
export async function openLive(t: TestApp, token: string): Promise<LiveSocket> {
  const live = connectLive(t, await liveTicket(t, token));
  await live.next('hello');
  return live;
}
