// Configuration from the environment, parsed once by a schema; every bad variable is named at start.
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const OAuthIssuerSchema = z.object({
  issuer: z.url(),
  jwksUri: z.url(),
  audience: z.string().min(1),
});
export type OAuthIssuer = z.infer<typeof OAuthIssuerSchema>;

const json = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
});

const jsonArray = <T extends z.ZodType>(item: T) => json.pipe(z.array(item));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  MQTT_URL: z.url({ protocol: /^mqtts?$/ }).optional(),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  MQTT_HOST: z.string().min(1).default('127.0.0.1'),
  MQTT_PUBLIC_URL: z.url({ protocol: /^mqtts?$/ }).optional(),
  CLUSTER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only')
    .default('hemvakt'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  HEMVAKT_DEMO: flag.default(true),
  HEMVAKT_DEMO_PASSWORD: z.string().min(1).default('hemvakt-demo'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Hemvakt <no-reply@hemvakt.local>'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  KEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  OAUTH_ISSUERS: jsonArray(OAuthIssuerSchema).optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  GEOCODER_URL: z.url().optional(),
  GEOCODER_TOKEN: z.string().min(1).optional(),
  WEATHER_URL: z.url().optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .default('mailto:no-reply@hemvakt.local'),
  FCM_SERVICE_ACCOUNT: json
    .pipe(
      z.object({
        project_id: z.string().min(1),
        client_email: z.string().min(1),
        private_key: z.string().min(1),
        token_uri: z.url().default('https://oauth2.googleapis.com/token'),
      }),
    )
    .optional(),
  FCM_URL: z.url().default('https://fcm.googleapis.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  mqttUrl?: string;
  /** The embedded broker's port (default 1883; 0 picks a free one). */
  mqttPort: number;
  /** MQTT_PORT was left unset: when 1883 is taken the embedded broker falls back to a free port. */
  mqttPortIsDefault?: boolean;
  /** Where the embedded broker listens (loopback unless configured). */
  mqttHost?: string;
  /** The broker address gateways are told to use in their configuration. */
  mqttPublicUrl?: string;
  /**
   * With MQTT_URL: instances of the same name form one cluster. They share out gateway traffic (the name is
   * the MQTT shared-subscription group) and hear each other's live events.
   */
  clusterName: string;
  /** Unset in the environment: main.ts generates one and keeps it in DATA_DIR. */
  jwtSecret?: string;
  publicUrl: string;
  demo: boolean;
  demoPassword: string;
  smtpUrl?: string;
  mailFrom: string;
  authRateLimitMax: number;
  /** Key-link calls per minute per link; a client gets twice that over all links. */
  keyRateLimitMax: number;
  oauthIssuers: OAuthIssuer[];
  /** Origins allowed to open the live channel, besides PUBLIC_URL's. */
  allowedOrigins: string[];
  /** A Mapbox-compatible geocoding service; unset uses the bundled Swedish places. */
  geocoder?: { url: string; token: string };
  /** MET Norway or Open-Meteo for automations' weather; unset computes it locally. */
  weatherUrl?: string;
  /** Web Push keys; unset in the environment: main.ts generates a pair and keeps it in DATA_DIR. */
  vapid?: { publicKey: string; privateKey: string };
  /** The VAPID contact (mailto: or https:) push services may use. */
  vapidSubject: string;
  /** FCM HTTP v1 for the native wrapper's tokens; unset sends to browsers only. */
  fcm?: {
    url: string;
    serviceAccount: { project_id: string; client_email: string; private_key: string; token_uri: string };
  };
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither']);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    mqttUrl: e.MQTT_URL,
    mqttPort: e.MQTT_PORT ?? 1883,
    mqttPortIsDefault: e.MQTT_PORT === undefined,
    mqttHost: e.MQTT_HOST,
    mqttPublicUrl: e.MQTT_PUBLIC_URL,
    clusterName: e.CLUSTER_NAME,
    jwtSecret: e.JWT_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demo: e.HEMVAKT_DEMO,
    demoPassword: e.HEMVAKT_DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    keyRateLimitMax: e.KEY_RATE_LIMIT_MAX,
    oauthIssuers: e.OAUTH_ISSUERS ?? [],
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    geocoder: e.GEOCODER_URL ? { url: e.GEOCODER_URL, token: e.GEOCODER_TOKEN ?? '' } : undefined,
    weatherUrl: e.WEATHER_URL,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    fcm: e.FCM_SERVICE_ACCOUNT ? { url: e.FCM_URL, serviceAccount: e.FCM_SERVICE_ACCOUNT } : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
