// What route modules are built from.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import type { EventBus } from './live/event-bus';
import type { Mailer } from './mail/mailer';
import type { SessionService } from './modules/accounts/sessions.service';
import type { CallRegistrar } from './http/calls';
import type { Geocoder } from './integrations/geocoding/geocoder';
import type { GatewayRuntime } from './gateways/runtime';
import type { JobRunner } from './jobs/job-runner';
import type { HomeRuntime } from './home/home-runtime';
import type { HazardService } from './modules/hazards/hazards.service';
import type { PushSender } from './modules/notifications/push-sender';

export interface Deps {
  config: Config & { jwtSecret: string };
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  sessions: SessionService;
  calls: CallRegistrar;
  geocoder: Geocoder;
  /** Broker, bridge, add flow and device control. */
  devices: GatewayRuntime;
  /** Durable delayed jobs (auto-lock; the alarm pipeline's delays). */
  jobs: JobRunner;
  /** The alarm, scenes, automations and weather. */
  home: HomeRuntime;
  log: FastifyBaseLogger;
  /** Fire and water-leak alarms and the landlord's alerts of them. */
  hazards: HazardService;
  /** Pushes stored notifications to the recipients' devices (Web Push, FCM). */
  push: PushSender;
}

/** What a service that mails a link needs. */
export interface MailingServices {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}
