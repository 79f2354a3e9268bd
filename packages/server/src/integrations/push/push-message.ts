// What a push carries to a device, whichever service delivers it.

export interface PushMessage {
  title: string;
  body: string;
  /** Replaces an earlier system notification of the same tag. */
  tag: string;
  /** The app path a click opens. */
  url: string;
  notificationId: string;
  propertyId: string | null;
}

/** `gone`: the push service no longer knows the token (HTTP 404/410); the token should be dropped. */
export type PushOutcome = 'sent' | 'gone';

export interface PushTransport {
  /** Sends to one token; throws on any other failure. */
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

export const isGone = (status: number) => status === 404 || status === 410;

export class PushServiceError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`push service answered ${status}: ${body.slice(0, 200)}`);
  }
}
