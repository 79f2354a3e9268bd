// SQL for the landlord's overview (spec 000 §3.6): counts over the portfolio (the apartments whose
// landlord_id is the landlord's) and its fire and leak events since a time.
import type { HazardKind } from '@hemvakt/contract/hazards';
import type { PortfolioEvent } from '@hemvakt/contract/landlord-alarms';
import type { Db } from '../../db/db';
import { one } from '../../db/db';

export interface PortfolioCounts {
  tenants: number;
  properties: number;
  devices: number;
  devicesInactive: number;
  gateways: number;
  [key: string]: unknown;
}

export async function portfolioCounts(db: Db, landlordId: string): Promise<PortfolioCounts> {
  const row = await one<PortfolioCounts>(
    db,
    `SELECT
       (SELECT count(DISTINCT m.user_id)::int FROM property_members m JOIN properties p ON p.id = m.property_id
         WHERE p.landlord_id = $1) AS tenants,
       (SELECT count(*)::int FROM properties WHERE landlord_id = $1) AS properties,
       (SELECT count(*)::int FROM devices d JOIN properties p ON p.id = d.property_id
         WHERE p.landlord_id = $1 AND d.landlords_device) AS devices,
       (SELECT count(*)::int FROM devices d JOIN properties p ON p.id = d.property_id
         WHERE p.landlord_id = $1 AND d.landlords_device AND NOT d.active) AS "devicesInactive",
       (SELECT count(*)::int FROM gateways g JOIN properties p ON p.id = g.property_id
         WHERE p.landlord_id = $1) AS gateways`,
    [landlordId],
  );
  return row!;
}

export async function hazardEvents(
  db: Db,
  landlordId: string,
  kind: HazardKind,
  since: Date,
): Promise<PortfolioEvent[]> {
  const rows = await db.query<{ id: string; property_id: string; property_name: string; started_at: Date }>(
    `SELECT h.id, h.property_id, p.property_name, h.started_at FROM hazard_events h
       JOIN properties p ON p.id = h.property_id
      WHERE p.landlord_id = $1 AND h.kind = $2 AND h.started_at > $3 ORDER BY h.started_at DESC, h.id DESC`,
    [landlordId, kind, since],
  );
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.property_id,
    propertyName: r.property_name,
    startTime: r.started_at.toISOString(),
  }));
}
