// Builds the whole Hemvakt server from a config: database (migrated), mailer, live hub, every route.
// main.ts listens; tests call buildApp in-process.
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@hemvakt/contract/app-info';
import type { Config } from './config';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import type { Deps } from './deps';
import { CallRegistrar } from './http/calls';
import { installErrorHandler } from './http/errors';
import { SessionTokens } from './http/session-token';
import { AppError } from './lib/errors';
import { InProcessEventBus } from './live/event-bus';
import { MqttEventBus } from './live/mqtt-event-bus';
import { LiveHub } from './live/hub';
import { registerLiveRoutes } from './live/live.routes';
import { OutboxMailer, SmtpMailer } from './mail/mailer';
import { SessionService } from './modules/accounts/sessions.service';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerRegistrationRoutes } from './modules/registration/registration.routes';
import { registerPasswordResetRoutes } from './modules/password-reset/password-reset.routes';
import { registerLandlordRegistrationRoutes } from './modules/landlord-registration/landlord-registration.routes';
import { registerAcceptInvitationRoutes } from './modules/invitations/accept-invitation.routes';
import { registerOAuthRoutes } from './modules/oauth/oauth.routes';
import { registerAppInfoRoutes } from './modules/app-info/app-info.routes';
import { registerUserDataRoutes } from './modules/user-data/user-data.routes';
import { registerDevMailRoutes } from './modules/dev/dev-mail.routes';
import { registerWeb } from './web/static-web';
import { MapboxGeocoder, OfflineGeocoder } from './integrations/geocoding/geocoder';
import { registerPropertyRoutes } from './modules/properties/properties.routes';
import { registerMemberRoutes } from './modules/members/members.routes';
import { registerAccountSettingsRoutes } from './modules/account/account.routes';
import { registerGeofenceRoutes } from './modules/geofence/geofence.routes';
import { registerDeviceRoutes } from './modules/devices/devices.routes';
import { registerGatewayRoutes } from './modules/gateways/gateways.routes';
import { registerDevSimulateRoutes } from './modules/dev/dev-simulate.routes';
import { startGatewayRuntime, type GatewayRuntime } from './gateways/runtime';
import { JobRunner } from './jobs/job-runner';
import { registerLockRoutes } from './modules/locks/locks.routes';
import { registerKeyLinkRoutes } from './modules/locks/key-link.routes';
import { startAutoLock } from './modules/locks/auto-lock';
import { systemClock, type Clock } from './lib/clock';
import { createHomeRuntime } from './home/home-runtime';
import { registerRoomRoutes } from './modules/rooms/rooms.routes';
import { registerSceneRoutes } from './modules/scenes/scenes.routes';
import { registerSecurityRoutes } from './modules/security/security.routes';
import { registerAutomationRoutes } from './modules/automations/automations.routes';
import { HazardService } from './modules/hazards/hazards.service';
import { withHazardCheck } from './modules/hazards/hazard-hooks';
import { registerHazardRoutes } from './modules/hazards/hazards.routes';
import { registerLandlordAlarmRoutes } from './modules/landlord-alarms/landlord-alarms.routes';
import { registerLandlordSettingsRoutes } from './modules/landlord-settings/landlord-settings.routes';
import { startClimateWarnings } from './modules/climate/climate.watch';
import { registerClimateRoutes } from './modules/climate/climate.routes';
import { PushSender } from './modules/notifications/push-sender';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { startRetention } from './modules/notifications/inbox.service';
import { WebPushTransport } from './integrations/push/web-push-transport';
import { FcmTransport } from './integrations/push/fcm-transport';
import { generateVapidKeys } from './integrations/push/vapid-keys';

export type ServerConfig = Config & { jwtSecret: string };

declare module 'fastify' {
  interface FastifyInstance {
    hemvakt: Deps;
  }
}

export interface BuildOptions {
  /** An open database to use instead of the configured one; the caller closes it. */
  db?: Db;
  logger?: boolean;
  /** The time automations and durable jobs act on (tests move it by hand); the system clock by default. */
  clock?: Clock;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const db =
    options.db ??
    (await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') }));
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'database migrated');

  const bus = config.mqttUrl
    ? await MqttEventBus.connect(config.mqttUrl, config.clusterName, app.log)
    : new InProcessEventBus();
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
  const sessions = new SessionService(db, new SessionTokens(config.jwtSecret), bus);
  const hub = new LiveHub(db, bus, app.log);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles of the geofence view come from OpenStreetMap.
        'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'frame-src': ["'self'"],
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, undefined, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hemvakt API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const geocoder = config.geocoder
    ? new MapboxGeocoder(config.geocoder.url, config.geocoder.token)
    : new OfflineGeocoder();
  // Without configured keys (tests) a pair for this run; main.ts keeps one in DATA_DIR.
  const vapid = config.vapid ?? generateVapidKeys();
  const push = new PushSender({
    db,
    log: app.log,
    vapidPublicKey: vapid.publicKey,
    transports: {
      webpush: new WebPushTransport(vapid, config.vapidSubject),
      fcm: config.fcm ? new FcmTransport(config.fcm) : undefined,
    },
  });
  const home = createHomeRuntime({
    db,
    bus,
    log: app.log,
    clock: options.clock ?? systemClock,
    weatherUrl: config.weatherUrl,
    control: () => devices.control,
    push,
  });
  const jobs = new JobRunner(db, app.log, { clock: () => (options.clock ?? systemClock).now() });
  const hazards = new HazardService({ db, bus, jobs, push });
  const devices: GatewayRuntime = await startGatewayRuntime(
    config,
    db,
    bus,
    app.log,
    push,
    withHazardCheck(home.deviceHooks, hazards, app.log),
  );
  home.automations.start();
  const deps: Deps = {
    config,
    db,
    bus,
    mailer,
    sessions,
    calls: new CallRegistrar(app, sessions),
    geocoder,
    devices,
    jobs,
    home,
    log: app.log,
    hazards,
    push,
  };
  app.decorate('hemvakt', deps);

  registerAppInfoRoutes(deps);
  registerAccountRoutes(deps);
  registerOAuthRoutes(deps);
  registerRegistrationRoutes(deps);
  registerPasswordResetRoutes(deps);
  registerLandlordRegistrationRoutes(deps);
  registerAcceptInvitationRoutes(deps);
  registerUserDataRoutes(deps);
  registerPropertyRoutes(deps);
  registerMemberRoutes(deps);
  registerAccountSettingsRoutes(deps);
  registerGeofenceRoutes(deps);
  registerDeviceRoutes(deps);
  registerGatewayRoutes(deps);
  registerLockRoutes(deps);
  registerKeyLinkRoutes(deps);
  const stopAutoLock = startAutoLock(deps, app.log);
  registerRoomRoutes(deps);
  registerSceneRoutes(deps);
  registerSecurityRoutes(deps);
  registerAutomationRoutes(deps);
  registerHazardRoutes(deps);
  registerLandlordAlarmRoutes(deps);
  registerLandlordSettingsRoutes(deps);
  registerClimateRoutes(deps);
  const stopClimateWarnings = startClimateWarnings(deps, app.log);
  registerNotificationRoutes(deps);
  await startRetention(deps);
  registerLiveRoutes(app, deps, hub);
  if (config.demo) {
    registerDevMailRoutes(app, deps);
    registerDevSimulateRoutes(deps);
  }
  await registerWeb(app);

  app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => {
    stopAutoLock();
    stopClimateWarnings();
    await deps.jobs.stop();
    home.automations.close();
    await devices.close();
    await push.settle();
    await bus.close();
    await mailer.close();
    if (!options.db) await db.close();
  });
  return app;
}
