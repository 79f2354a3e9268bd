// Fire and water-leak alarms (spec 000 §4.6; docs/decisions/009). A smoke or leak sensor that trips,
// armed or not, raises a hazard event: stored first (once, whichever server instance gets there,
// together with the landlord's alert job for a landlord's apartment), then every member of the home is
// notified (deviceSmoke / deviceWater) and asked on the live channel to answer in the action-required
// modal. The first answer counts; the sensor going quiet clears the event.
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import {
  HAZARD_NOTIFICATION_TYPE,
  hazardKindOf,
  isHazardClear,
  isHazardTrip,
  type HazardEvent,
  type HazardKind,
} from '@hemvakt/contract/hazards';
import type { JobRunner } from '../../jobs/job-runner';
import type { DeviceChange } from '../devices/device-events';
import type { DeviceRow } from '../devices/devices.repo';
import * as rooms from '../rooms/rooms.repo';
import { notifyMembers, type NotifyDeps } from '../notifications/notifications.service';
import * as recipients from '../notifications/notifications.repo';
import { LandlordAlerts } from '../landlord-alarms/landlord-alerts';
import { presentHazard } from './hazards.present';
import * as repo from './hazards.repo';

export interface HazardDeps extends NotifyDeps {
  /** Durable delayed work, and the time the service acts on (tests move it by hand). */
  jobs: JobRunner;
}

export class HazardService {
  readonly landlord: LandlordAlerts;

  constructor(private readonly deps: HazardDeps) {
    this.landlord = new LandlordAlerts(deps);
  }

  /** A device changed: a smoke or leak sensor that trips raises a hazard, one that goes quiet clears it. */
  async onDeviceChange({ row, before, after, revision }: DeviceChange): Promise<void> {
    const kind = hazardKindOf(deviceKind(row.type_i));
    if (!kind) return;
    if (isHazardTrip(kind, before.status, after.status)) await this.raise(kind, row, revision);
    else if (isHazardClear(kind, before.status, after.status)) await this.clear(row);
  }

  /** The events the user's homes still wait for an answer to. */
  async needingAnswer(userId: string): Promise<HazardEvent[]> {
    return (await repo.listNeedingAnswer(this.deps.db, userId)).map(presentHazard);
  }

  /** Records the first answer (later ones leave it as it is) and answers the event as it stands. */
  async answer(event: repo.HazardRow, by: { userId: string; name: string }, realAlarm: boolean) {
    const answered = await repo.answer(this.deps.db, event.id, by, realAlarm, this.deps.jobs.now());
    if (!answered) return presentHazard((await repo.findById(this.deps.db, event.id)) ?? event);
    await this.landlord.answered(answered);
    const hazard = presentHazard(answered);
    await this.tellMembers(hazard);
    return hazard;
  }

  private async raise(kind: HazardKind, row: DeviceRow, revision: number): Promise<void> {
    const { db } = this.deps;
    const room = row.room_id ? await rooms.findById(db, row.room_id) : undefined;
    const stored = await db.transaction(async (tx) => {
      const event = await repo.insert(tx, {
        property_id: row.property_id,
        device_id: row.id,
        device_name: row.device_name,
        room_id: room?.id ?? null,
        room_name: room?.name ?? null,
        kind,
        started_at: this.deps.jobs.now(),
        trigger_key: `${row.id}:${revision}`,
      });
      if (event) await this.landlord.schedule(tx, event);
      return event;
    });
    if (!stored) return; // another instance raised it, or this sensor's alarm is still open
    const hazard = presentHazard(stored);
    const members = await recipients.members(db, row.property_id);
    await notifyMembers(this.deps, {
      propertyId: row.property_id,
      type: HAZARD_NOTIFICATION_TYPE[kind],
      roomId: hazard.roomId,
      data: { event: 'hazard', kind, deviceName: hazard.deviceName, roomName: hazard.roomName },
      recipients: members,
    });
    await this.tellMembers(hazard, members);
  }

  private async clear(row: DeviceRow): Promise<void> {
    const cleared = await repo.clearOpen(this.deps.db, row.id, this.deps.jobs.now());
    if (!cleared) return;
    await this.landlord.cleared(cleared);
    await this.tellMembers(presentHazard(cleared));
  }

  /** 'action required' to each member: the modal opens for an event that needs an answer, closes otherwise. */
  private async tellMembers(hazard: HazardEvent, members?: recipients.Recipient[]): Promise<void> {
    for (const member of members ?? (await recipients.members(this.deps.db, hazard.propertyId))) {
      this.deps.bus.publish({
        kind: 'live',
        userId: member.user_id,
        message: { type: 'action required', propertyId: hazard.propertyId, data: { hazard } },
      });
    }
  }
}
