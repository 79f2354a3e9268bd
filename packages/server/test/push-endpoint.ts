// A local push service for tests: a real HTTP server that records every request and answers with the
// status chosen per path, and browser-side subscription keys that can decrypt what was pushed (RFC 8291).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  url: string;
  requests: RecordedRequest[];
  /** Answers `status` (and `body`) to requests of `path` from now on (201 by default). */
  answer(path: string, status: number, body?: unknown): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const requests: RecordedRequest[] = [];
  const answers = new Map<string, { status: number; body?: unknown }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? { status: 201 };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, status, body) => answers.set(path, { status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's push subscription keys: the P-256 key pair and the auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: (endpoint: string) => ({
      endpoint,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    }),
    /** Decrypts an aes128gcm body (RFC 8188 header: salt, record size, key id = the sender's public key). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey, Buffer.from([1])]);
      const ikm = hmac(hmac(auth, secret), keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = plain.lastIndexOf(2);
      return plain.subarray(0, end).toString('utf8');
    },
  };
}
