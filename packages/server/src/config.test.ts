import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      demo: true,
      publicUrl: 'http://localhost:8080',
      mqttPort: 1883,
    });
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        HEMVAKT_DEMO: 'maybe',
        OAUTH_ISSUERS: '{',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(names.sort()).toEqual(['DATABASE_URL', 'HEMVAKT_DEMO', 'JWT_SECRET', 'OAUTH_ISSUERS', 'PORT']);
    }
  });

  it('reads HEMVAKT_DEMO=0 and OAuth issuers', () => {
    const config = loadConfig({
      HEMVAKT_DEMO: '0',
      OAUTH_ISSUERS:
        '[{"issuer":"https://accounts.google.com","jwksUri":"https://www.googleapis.com/oauth2/v3/certs","audience":"x"}]',
    });
    expect(config.demo).toBe(false);
    expect(config.oauthIssuers).toHaveLength(1);
  });

  it('reads the Web Push keys as a pair and the FCM service account as JSON', () => {
    const keys = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig(keys).vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
    });
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    const fcm = loadConfig({
      FCM_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'p', client_email: 'c@p.iam', private_key: 'KEY' }),
    }).fcm;
    expect(fcm).toEqual({
      url: 'https://fcm.googleapis.com',
      serviceAccount: {
        project_id: 'p',
        client_email: 'c@p.iam',
        private_key: 'KEY',
        token_uri: 'https://oauth2.googleapis.com/token',
      },
    });
    expect(() => loadConfig({ FCM_SERVICE_ACCOUNT: '{' })).toThrow(/FCM_SERVICE_ACCOUNT/);
  });
});
