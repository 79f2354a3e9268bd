// The live client's timing (first connect 0.5 s, reconnect 1 s, one retry after 4401) with a fake socket.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchLiveTicket = vi.fn(async () => ({ token: `ticket-${fetchLiveTicket.mock.calls.length}` }));
vi.mock('../api/session', () => ({ fetchLiveTicket: () => fetchLiveTicket() }));

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {}
  open() {
    this.onopen?.();
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.all = [];
  fetchLiveTicket.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveClient', () => {
  it('connects 0.5 s after start with a ticket, and reconnects 1 s after a drop with a new one', async () => {
    const { LiveClient } = await import('./live-client');
    const client = new LiveClient();
    client.start();
    await advance(400);
    expect(FakeSocket.all).toHaveLength(0);
    await advance(100);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.url).toBe(`ws://${window.location.host}/live?token=ticket-1`);
    FakeSocket.all[0]!.open();
    expect(client.connected).toBe(true);

    FakeSocket.all[0]!.drop();
    expect(client.connected).toBe(false);
    await advance(900);
    expect(FakeSocket.all).toHaveLength(1);
    await advance(100);
    expect(FakeSocket.all).toHaveLength(2);
    expect(fetchLiveTicket).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('retries once right away after close code 4401, then waits for the app to regain focus', async () => {
    const { LiveClient } = await import('./live-client');
    const client = new LiveClient();
    client.start();
    await advance(500);
    FakeSocket.all[0]!.drop(4401);
    await advance(0);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop(4401);
    await advance(5000);
    expect(FakeSocket.all).toHaveLength(2);

    client.ensureConnected();
    await advance(0);
    expect(FakeSocket.all).toHaveLength(3);
    client.stop();
  });

  it('stops reconnecting after stop() and passes messages to listeners', async () => {
    const { LiveClient } = await import('./live-client');
    const client = new LiveClient();
    const seen = vi.fn();
    client.onMessage(seen);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    client.start();
    await advance(500);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.onmessage?.({ data: JSON.stringify({ type: 'hello', data: {} }) });
    FakeSocket.all[0]!.onmessage?.({ data: 'not json' });
    expect(seen).toHaveBeenCalledWith({ type: 'hello', data: {} });
    expect(seen).toHaveBeenCalledTimes(1);

    client.stop();
    FakeSocket.all[0]!.drop();
    await advance(5000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
