// Firebase Cloud Messaging HTTP v1 for tokens of the native wrapper: an OAuth access token from the service
// account (a signed JWT exchanged at its token_uri, reused until shortly before it expires), then
// POST {FCM_URL}/v1/projects/{project}/messages:send. An unregistered token answers 404.
import { importPKCS8, SignJWT } from 'jose';
import {
  isGone,
  PushServiceError,
  type PushMessage,
  type PushOutcome,
  type PushTransport,
} from './push-message';

export interface FcmConfig {
  /** Base URL of the FCM API (https://fcm.googleapis.com unless a test points it elsewhere). */
  url: string;
  serviceAccount: { project_id: string; client_email: string; private_key: string; token_uri: string };
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;

export class FcmTransport implements PushTransport {
  private accessToken?: { value: string; expiresAt: number };

  constructor(private readonly config: FcmConfig) {}

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const { url, serviceAccount } = this.config;
    const response = await fetch(
      `${url.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(serviceAccount.project_id)}/messages:send`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await this.bearer()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: message.title, body: message.body },
            data: {
              notificationId: message.notificationId,
              propertyId: message.propertyId ?? '',
              url: message.url,
            },
            android: { priority: 'high', notification: { tag: message.tag } },
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    if (response.ok) return 'sent';
    if (isGone(response.status)) return 'gone';
    if (response.status === 401) this.accessToken = undefined;
    throw new PushServiceError(response.status, await response.text());
  }

  private async bearer(): Promise<string> {
    if (this.accessToken && this.accessToken.expiresAt > Date.now() + 60_000) return this.accessToken.value;
    const { serviceAccount } = this.config;
    const key = await importPKCS8(serviceAccount.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccount.client_email)
      .setAudience(serviceAccount.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const response = await fetch(serviceAccount.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new PushServiceError(response.status, await response.text());
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    this.accessToken = { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
    return answer.access_token;
  }
}
