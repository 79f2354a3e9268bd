// SQL for climate warnings (migration 0014) and the apartment facts they are judged on.
import { DEVICE_CATALOGUE } from '@hemvakt/contract/device-catalogue';
import type { ClimateSide } from '@hemvakt/contract/climate';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface ClimateWarningRow {
  id: string;
  property_id: string;
  landlord_id: string;
  building_id: string | null;
  side: ClimateSide;
  out_of_range_since: Date;
  start_time: Date | null;
  temperature: number | null;
  threshold: number | null;
  ended_at: Date | null;
  [key: string]: unknown;
}

/** A warning with the names the landlord reads it by. */
export interface ClimateWarningListRow extends ClimateWarningRow {
  property_name: string;
  building_name: string | null;
}

export interface ApartmentRow {
  id: string;
  landlord_id: string;
  building_id: string | null;
  [key: string]: unknown;
}

/** Indoor sensors that report the room temperature (an outdoor sensor says nothing of the apartment). */
const INDOOR_TEMPERATURE_TYPES = DEVICE_CATALOGUE.filter(
  (entry) =>
    (entry.kind === 'temperature' || entry.kind === 'multi') && entry.typeI !== 'SensorTemperatureOutdoor',
).map((entry) => entry.typeI);

export function findApartment(db: Db, propertyId: string) {
  return one<ApartmentRow>(
    db,
    'SELECT id, landlord_id, building_id FROM properties WHERE id = $1 AND landlord_id IS NOT NULL',
    [propertyId],
  );
}

export async function listApartmentIdsOfLandlord(db: Db, landlordId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM properties WHERE landlord_id = $1', [
    landlordId,
  ]);
  return rows.map((row) => row.id);
}

/** The mean of the last readings of the apartment's indoor sensors (°C), or null without any. A sensor
 * that is unreachable for a while keeps its last reading: a gateway outage does not end a warning. */
export async function apartmentTemperature(db: Db, propertyId: string): Promise<number | null> {
  const row = await one<{ temperature: number | null }>(
    db,
    `SELECT (avg(temp) / 100.0)::float8 AS temperature FROM devices
      WHERE property_id = $1 AND temp IS NOT NULL AND type_i = ANY($2)`,
    [propertyId, INDOOR_TEMPERATURE_TYPES],
  );
  return row?.temperature ?? null;
}

export function findOpen(db: Db, propertyId: string) {
  return one<ClimateWarningRow>(
    db,
    'SELECT * FROM climate_warnings WHERE property_id = $1 AND ended_at IS NULL',
    [propertyId],
  );
}

/** The apartment's open row, created out of range since `since` when there is none. */
export async function openOrFind(
  db: Db,
  apartment: ApartmentRow,
  side: ClimateSide,
  since: Date,
): Promise<ClimateWarningRow> {
  const created = await one<ClimateWarningRow>(
    db,
    `INSERT INTO climate_warnings (id, property_id, landlord_id, building_id, side, out_of_range_since)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (property_id) WHERE ended_at IS NULL DO NOTHING RETURNING *`,
    [newId(), apartment.id, apartment.landlord_id, apartment.building_id, side, since],
  );
  return created ?? (await findOpen(db, apartment.id))!;
}

/** Raises a waiting warning; answers it only if this call raised it. */
export function raise(db: Db, id: string, at: Date, temperature: number, threshold: number) {
  return one<ClimateWarningRow>(
    db,
    `UPDATE climate_warnings SET start_time = $2, temperature = $3, threshold = $4
      WHERE id = $1 AND start_time IS NULL AND ended_at IS NULL RETURNING *`,
    [id, at, temperature, threshold],
  );
}

/** Ends an open row; answers it only if this call ended it. */
export function end(db: Db, id: string, at: Date) {
  return one<ClimateWarningRow>(
    db,
    'UPDATE climate_warnings SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL RETURNING *',
    [id, at],
  );
}

const LIST = `SELECT w.*, p.property_name, b.building_name FROM climate_warnings w
  JOIN properties p ON p.id = w.property_id LEFT JOIN buildings b ON b.id = w.building_id`;

export function findListRow(db: Db, id: string) {
  return one<ClimateWarningListRow>(db, `${LIST} WHERE w.id = $1`, [id]);
}

/** The raised warnings of a landlord's apartments since `since`, newest first. */
export function listRaisedSince(db: Db, landlordId: string, since: Date) {
  return db.query<ClimateWarningListRow>(
    `${LIST} WHERE w.landlord_id = $1 AND w.start_time >= $2 ORDER BY w.start_time DESC, w.id DESC`,
    [landlordId, since],
  );
}
