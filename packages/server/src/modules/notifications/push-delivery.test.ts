// Push delivery against a local push service (real HTTP): Web Push requests carry a VAPID JWT that verifies
// with the server's public key (aud = the endpoint's origin) and an aes128gcm body the browser's keys
// decrypt; FCM gets an OAuth token for the service account, then the message; a token the service
// answers 410 for is dropped; a failing push service never fails or holds up the notification.
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, importSPKI, jwtVerify } from 'jose';
import { getPushPublicKey, registerPushToken } from '@hemvakt/contract/notifications';
import { setSecurity } from '@hemvakt/contract/security';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildMember, buildUser, call, loginAs, type BuiltUser } from '../../../test/builders';
import { browserKeys, startPushEndpoint, type PushEndpoint } from '../../../test/push-endpoint';
import { waitFor } from '../../../test/simulated-home';
import { notifyMembers } from './notifications.service';

const FCM_TOKEN = 'fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-native';
const rsa = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

let t: TestApp;
let service: PushEndpoint;
let owner: BuiltUser;
let token: string;

beforeAll(async () => {
  service = await startPushEndpoint();
  service.answer('/token', 200, { access_token: 'fcm-access-token', expires_in: 3600, token_type: 'Bearer' });
  service.answer('/v1/projects/hemvakt-test/messages:send', 200, {
    name: 'projects/hemvakt-test/messages/1',
  });
  t = await startTestApp({
    vapidSubject: 'mailto:ops@hemvakt.test',
    fcm: {
      url: service.url,
      serviceAccount: {
        project_id: 'hemvakt-test',
        client_email: 'push@hemvakt-test.iam.gserviceaccount.com',
        private_key: rsa.privateKey,
        token_uri: `${service.url}/token`,
      },
    },
  });
  owner = await buildUser(t, { name: 'Olle Owner' });
  token = await loginAs(t, owner);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const register = (notificationToken: string) =>
  call(t, registerPushToken, {
    token,
    params: { propertyId: owner.propertyId! },
    body: { notificationToken, appUserId: owner.id, role: 'Home Owner' },
  });

const requestsTo = (path: string) => service.requests.filter((r) => r.path === path);
const tokenCount = async () =>
  (await t.db.query('SELECT id FROM push_tokens WHERE user_id = $1', [owner.id])).length;

function notifyOwner(message: string) {
  return notifyMembers(t.app.hemvakt, {
    propertyId: owner.propertyId!,
    type: 'customimpNotification',
    data: { event: 'automation', automationName: 'Test', message },
    recipients: [{ user_id: owner.id, language: 'EN' }],
  });
}

/** The VAPID public key (uncompressed P-256 point) as a JWK to verify with. */
function vapidKey(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
}

describe('Web Push', () => {
  it('arming the alarm pushes a VAPID-signed, aes128gcm-encrypted message to a member’s browser', async () => {
    const member = await buildMember(t, owner.propertyId!);
    const browser = browserKeys();
    await call(t, registerPushToken, {
      token: member.token,
      params: { propertyId: owner.propertyId! },
      body: {
        notificationToken: JSON.stringify(browser.subscription(`${service.url}/wp/member`)),
        appUserId: member.id,
        role: 'House Member',
      },
    });
    const armed = await call(t, setSecurity, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { alarmSetting: 'Armed' },
    });
    expect(armed.status).toBe(200);
    await waitFor(() => requestsTo('/wp/member').length > 0);
    const [request] = requestsTo('/wp/member');
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);

    const { publicKey } = (await call(t, getPushPublicKey, { token })).body as { publicKey: string };
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request!.headers.authorization)) ?? [];
    expect(k).toBe(publicKey);
    const { payload, protectedHeader } = await jwtVerify(jwt!, await vapidKey(publicKey), {
      audience: service.url,
      subject: 'mailto:ops@hemvakt.test',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

    const message = JSON.parse(browser.decrypt(request!.body));
    const [stored] = await t.db.query<{ id: string; warning_message: string }>(
      'SELECT id, warning_message FROM notifications WHERE user_id = $1',
      [member.id],
    );
    expect(message).toEqual({
      title: 'My home',
      body: 'The alarm was armed by Olle Owner.',
      tag: stored!.id,
      url: '/main-view?notifications=open',
      notificationId: stored!.id,
      propertyId: owner.propertyId,
    });
    expect(stored!.warning_message).toBe(message.body);
  });

  it('drops a subscription the push service answers 410 Gone for, and keeps one that failed otherwise', async () => {
    service.answer('/wp/gone', 410);
    service.answer('/wp/broken', 500, { error: 'down' });
    await register(JSON.stringify(browserKeys().subscription(`${service.url}/wp/gone`)));
    await register(JSON.stringify(browserKeys().subscription(`${service.url}/wp/broken`)));
    const before = await tokenCount();
    const sent = await notifyOwner('hello');
    expect(sent).toHaveLength(1);
    await waitFor(async () => (await tokenCount()) === before - 1, 5000, 'the gone token dropped');
    await waitFor(() => requestsTo('/wp/broken').length > 0);
    const left = await t.db.query<{ token_key: string }>(
      'SELECT token_key FROM push_tokens WHERE user_id = $1',
      [owner.id],
    );
    expect(left.map((r) => r.token_key)).toContain(`${service.url}/wp/broken`);
    expect(left.map((r) => r.token_key)).not.toContain(`${service.url}/wp/gone`);
  });

  it('stores and sends a notification even when the push service cannot be reached', async () => {
    await register(JSON.stringify(browserKeys().subscription('http://127.0.0.1:9/nobody')));
    const sent = await notifyOwner('still stored');
    expect(sent.map((n) => n.warningMessage)).toEqual(['Test: still stored']);
    await t.app.hemvakt.push.settle();
    expect(await tokenCount()).toBeGreaterThan(0);
  });
});

describe('FCM', () => {
  it('gets an access token for the service account and sends the message to the native token', async () => {
    await register(FCM_TOKEN);
    const [sent] = await notifyOwner('to the phone');
    await waitFor(() => requestsTo('/v1/projects/hemvakt-test/messages:send').length > 0);
    const [send] = requestsTo('/v1/projects/hemvakt-test/messages:send');
    const [tokenRequest] = requestsTo('/token');
    const form = new URLSearchParams(tokenRequest!.body.toString());
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload } = await jwtVerify(form.get('assertion')!, await importSPKI(rsa.publicKey, 'RS256'), {
      issuer: 'push@hemvakt-test.iam.gserviceaccount.com',
      audience: `${service.url}/token`,
    });
    expect(payload.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');

    expect(send!.headers.authorization).toBe('Bearer fcm-access-token');
    expect(JSON.parse(send!.body.toString())).toEqual({
      message: {
        token: FCM_TOKEN,
        notification: { title: 'My home', body: 'Test: to the phone' },
        data: {
          notificationId: sent!.id,
          propertyId: owner.propertyId,
          url: '/main-view?notifications=open',
        },
        android: { priority: 'high', notification: { tag: sent!.id } },
      },
    });
  });

  it('drops a token FCM answers 404 (unregistered) for', async () => {
    await t.db.query('DELETE FROM push_tokens WHERE user_id = $1', [owner.id]);
    service.answer('/v1/projects/hemvakt-test/messages:send', 404, { error: { status: 'NOT_FOUND' } });
    await register(FCM_TOKEN);
    await notifyOwner('unregistered');
    await waitFor(async () => (await tokenCount()) === 0, 5000, 'the unregistered token dropped');
  });
});
