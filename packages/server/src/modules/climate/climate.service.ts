// The climate warning rule (issue 6 item 4): an apartment of a landlord out of the team's range
// (below climateWarningBelow / above climateWarningAbove) for climateWarningDelayDays days raises a warning
// for the landlord's team; back in range ends it. The time out of range lives in climate_warnings and the
// check at its end is a durable job, so both survive restarts; every step is re-judged from the stored
// readings and the team's current settings, which makes a late, repeated or stale job harmless.
import { climateSide, climateWarningDue, type ClimateWarning } from '@hemvakt/contract/climate';
import type { LiveMessageType } from '@hemvakt/contract/live';
import type { Db } from '../../db/db';
import type { JobRunner } from '../../jobs/job-runner';
import type { EventBus } from '../../live/event-bus';
import { alarmSettingsOf } from '../landlord-settings/landlord-settings.repo';
import { teamUserIds } from '../landlord-alarms/landlord-notifications.repo';
import * as repo from './climate.repo';
import { presentClimateWarning } from './climate.present';

export const CLIMATE_CHECK_JOB = 'climate.check';

export interface ClimateDeps {
  db: Db;
  bus: EventBus;
  jobs: Pick<JobRunner, 'now' | 'schedule' | 'cancel'>;
}

const jobKey = (propertyId: string) => `climate:${propertyId}`;

/** Judges an apartment now: opens, raises or ends its warning and (re)schedules or cancels its check. */
export async function evaluateApartment(deps: ClimateDeps, propertyId: string): Promise<void> {
  const { db, jobs } = deps;
  const apartment = await repo.findApartment(db, propertyId);
  if (!apartment) return;
  const now = jobs.now();
  const settings = (await alarmSettingsOf(db, apartment.landlord_id))!;
  const temperature = await repo.apartmentTemperature(db, propertyId);
  const side = temperature === null ? null : climateSide(temperature, settings);

  let open = await repo.findOpen(db, propertyId);
  if (open && open.side !== side) {
    const ended = await repo.end(db, open.id, now);
    await jobs.cancel(jobKey(propertyId));
    if (ended?.start_time) await tellTeam(deps, 'landlord climate ok', ended.id);
    open = undefined;
  }
  if (!side || temperature === null) return;
  open ??= await repo.openOrFind(db, apartment, side, now);
  if (open.start_time) return;

  const due = climateWarningDue(open.out_of_range_since, settings.climateWarningDelayDays);
  if (now < due) {
    await jobs.schedule(CLIMATE_CHECK_JOB, { propertyId }, due, { key: jobKey(propertyId) });
    return;
  }
  const threshold = side === 'below' ? settings.climateWarningBelow : settings.climateWarningAbove;
  const raised = await repo.raise(db, open.id, now, temperature, threshold);
  await jobs.cancel(jobKey(propertyId));
  if (raised) await tellTeam(deps, 'landlord climate warning', raised.id);
}

/** Judges every apartment of a team again (its thresholds or delay changed). */
export async function evaluateTeam(deps: ClimateDeps, landlordId: string): Promise<void> {
  for (const id of await repo.listApartmentIdsOfLandlord(deps.db, landlordId)) {
    await evaluateApartment(deps, id);
  }
}

async function tellTeam(deps: ClimateDeps, type: LiveMessageType, warningId: string): Promise<void> {
  const row = await repo.findListRow(deps.db, warningId);
  if (!row) return;
  const data = presentClimateWarning(row);
  for (const userId of await teamUserIds(deps.db, row.landlord_id)) {
    deps.bus.publish({ kind: 'live', userId, message: { type, propertyId: row.property_id, data } });
  }
}

/** The climate warnings of a landlord's apartments raised since `since`, newest first (landlord overview). */
export async function climateWarningsSince(
  db: Db,
  landlordId: string,
  since: Date,
): Promise<ClimateWarning[]> {
  return (await repo.listRaisedSince(db, landlordId, since)).map(presentClimateWarning);
}
