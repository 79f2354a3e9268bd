// The landlord's part of a fire or water-leak alarm in an apartment (docs/decisions/009): a durable job
// alerts the landlord's team after the landlord's delay unless the alarm was cleared first (the sensor
// went quiet, or a resident answered 'not a real alarm'); a 'real alarm' answer alerts at once. The
// alert stores one landlord notification per event (whichever run or instance gets there) and sends
// the live 'landlord … detected' to the team; the sensor going quiet afterwards sends 'landlord … ok'.
import { LANDLORD_DETECTED_MESSAGE, LANDLORD_OK_MESSAGE } from '@hemvakt/contract/landlord-alarms';
import type { LiveMessageType } from '@hemvakt/contract/live';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import type { JobRunner } from '../../jobs/job-runner';
import * as jobsRepo from '../../jobs/jobs.repo';
import * as properties from '../properties/properties.repo';
import * as hazards from '../hazards/hazards.repo';
import * as repo from './landlord-notifications.repo';
import { presentLandlordNotification } from './landlord-notifications.present';

export const LANDLORD_ALERT_JOB = 'landlord.hazard-alert';

const jobKey = (hazardEventId: string) => `landlord-alert:${hazardEventId}`;

export interface LandlordAlertDeps {
  db: Db;
  bus: EventBus;
  jobs: JobRunner;
}

export class LandlordAlerts {
  constructor(private readonly deps: LandlordAlertDeps) {
    deps.jobs.handle(LANDLORD_ALERT_JOB, (payload) => this.alert(String(payload.hazardEventId)));
  }

  /**
   * Schedules the alert of a new event of a landlord's apartment, in the transaction that stored the
   * event, so a restart between the two cannot lose it.
   */
  async schedule(tx: Db, event: hazards.HazardRow): Promise<void> {
    const property = await properties.findById(tx, event.property_id);
    if (!property?.landlord_id) return;
    const delay = await repo.delaySeconds(tx, property.landlord_id, event.kind);
    if (delay === undefined) return;
    await jobsRepo.schedule(tx, {
      kind: LANDLORD_ALERT_JOB,
      payload: { hazardEventId: event.id },
      runAt: new Date(event.started_at.getTime() + delay * 1000),
      dedupeKey: jobKey(event.id),
    });
  }

  /** A resident answered: a real alarm reaches the landlord now, a false one never. */
  async answered(event: hazards.HazardRow): Promise<void> {
    if (!event.real_alarm) return this.deps.jobs.cancel(jobKey(event.id));
    if (await repo.findByHazard(this.deps.db, event.id)) return;
    await this.deps.jobs.schedule(LANDLORD_ALERT_JOB, { hazardEventId: event.id }, this.deps.jobs.now(), {
      key: jobKey(event.id),
    });
  }

  /** The sensor went quiet: before the alert nobody needs to hear of it; after it, the team hears 'ok'. */
  async cleared(event: hazards.HazardRow): Promise<void> {
    const notified = await repo.findByHazard(this.deps.db, event.id);
    if (!notified) {
      if (event.real_alarm !== true) await this.deps.jobs.cancel(jobKey(event.id));
      return;
    }
    await this.tellTeam(LANDLORD_OK_MESSAGE[event.kind], notified);
  }

  private async alert(hazardEventId: string): Promise<void> {
    const { db, jobs } = this.deps;
    const event = await hazards.findById(db, hazardEventId);
    if (!event || event.real_alarm === false) return;
    if (event.cleared_at && event.real_alarm !== true) return;
    const property = await properties.findById(db, event.property_id);
    if (!property?.landlord_id) return;
    const stored = await repo.insertOnce(db, {
      landlordId: property.landlord_id,
      hazardEventId: event.id,
      propertyId: event.property_id,
      kind: event.kind,
      at: jobs.now(),
    });
    if (!stored) return;
    await this.tellTeam(LANDLORD_DETECTED_MESSAGE[event.kind], stored);
  }

  private async tellTeam(type: LiveMessageType, row: repo.LandlordNotificationRow): Promise<void> {
    const notification = presentLandlordNotification(row);
    for (const userId of await repo.teamUserIds(this.deps.db, row.landlord_id)) {
      this.deps.bus.publish({
        kind: 'live',
        userId,
        message: { type, propertyId: notification.propertyId, data: { notification } },
      });
    }
  }
}
