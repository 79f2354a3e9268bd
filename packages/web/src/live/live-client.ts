// The live channel (DESIGN.md §5, spec 000 §4.5): while logged in, get a single-use ticket, open
// ws(s)://<host>/live?token=<ticket>, and reconnect 1 s after a drop (first connect after 0.5 s).
// Close code 4401 (bad or used ticket) gets one immediate retry with a new ticket; a 401 on the
// ticket call itself is the client's normal 401 (logout).
import {
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_FIRST_CONNECT_DELAY_MS,
  LIVE_PATH,
  LIVE_RECONNECT_DELAY_MS,
  LiveMessageSchema,
  type LiveMessage,
} from '@hemvakt/contract/live';
import { ApiError } from '../api/client';
import { fetchLiveTicket } from '../api/session';

type MessageListener = (message: LiveMessage) => void;

function liveUrl(ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${LIVE_PATH}?token=${encodeURIComponent(ticket)}`;
}

export class LiveClient {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private connecting = false;
  private retriedUnauthorized = false;
  private gaveUp = false;
  private connectedValue = false;
  private readonly messageListeners = new Set<MessageListener>();
  private readonly stateListeners = new Set<() => void>();

  get connected(): boolean {
    return this.connectedValue;
  }

  /** Starts connecting (after the first-connect delay) and keeps the channel up until stop(). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.gaveUp = false;
    this.retriedUnauthorized = false;
    this.schedule(LIVE_FIRST_CONNECT_DELAY_MS);
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) socket.close(1000, 'logout');
    this.setConnected(false);
  }

  /** Reconnects now if the channel is closed (the app regained focus). */
  ensureConnected(): void {
    if (!this.running || this.socket || this.connecting) return;
    this.gaveUp = false;
    this.retriedUnauthorized = false;
    this.clearTimer();
    this.schedule(0);
  }

  onMessage(listener: MessageListener): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setConnected(value: boolean): void {
    if (this.connectedValue === value) return;
    this.connectedValue = value;
    this.stateListeners.forEach((listener) => listener());
  }

  private async connect(): Promise<void> {
    if (!this.running || this.socket || this.connecting) return;
    if (this.waitForOnline()) return;
    this.connecting = true;
    let ticket: string;
    try {
      ticket = (await fetchLiveTicket()).token;
    } catch (error) {
      this.connecting = false;
      // A 401 already logged the user out (stop() was called); anything else: try again later.
      if (this.running && !(error instanceof ApiError && error.status === 401)) {
        this.schedule(LIVE_RECONNECT_DELAY_MS);
      }
      return;
    }
    this.connecting = false;
    if (!this.running || this.waitForOnline()) return;

    const socket = new WebSocket(liveUrl(ticket));
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.retriedUnauthorized = false;
      this.setConnected(true);
    };
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setConnected(false);
      if (!this.running || this.gaveUp) return;
      if (event.code === LIVE_CLOSE_UNAUTHORIZED) {
        if (this.retriedUnauthorized) {
          this.gaveUp = true; // until the app regains focus
          return;
        }
        this.retriedUnauthorized = true;
        this.schedule(0);
        return;
      }
      this.schedule(LIVE_RECONNECT_DELAY_MS);
    };
  }

  /** While offline there is no point in retrying every second: try again when the connection returns. */
  private waitForOnline(): boolean {
    if (navigator.onLine) return false;
    window.addEventListener('online', () => this.ensureConnected(), { once: true });
    return true;
  }

  private handleMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = LiveMessageSchema.safeParse(json);
    if (!parsed.success) {
      console.debug('live: ignored message', json);
      return;
    }
    console.debug('live:', parsed.data.type, parsed.data);
    this.messageListeners.forEach((listener) => listener(parsed.data));
  }
}

export const liveClient = new LiveClient();
