// SQL for gateways.
import type { GatewayModel } from '@hemvakt/contract/gateway';
import type { Db } from '../../db/db';
import { one } from '../../db/db';

export interface GatewayRow {
  id: string;
  property_id: string;
  model: GatewayModel;
  mac: string | null;
  secret_hash: string;
  simulated: boolean;
  active: boolean;
  disconnected_at: Date | null;
  availability_enabled: boolean;
  permit_join: boolean;
  [key: string]: unknown;
}

export function findById(db: Db, id: string) {
  return one<GatewayRow>(db, 'SELECT * FROM gateways WHERE id = $1', [id]);
}

export function findByProperty(db: Db, propertyId: string) {
  return one<GatewayRow>(db, 'SELECT * FROM gateways WHERE property_id = $1', [propertyId]);
}

export function findByMac(db: Db, mac: string) {
  return one<GatewayRow>(db, 'SELECT * FROM gateways WHERE mac = $1', [mac]);
}

export function listSimulated(db: Db) {
  return db.query<GatewayRow>('SELECT * FROM gateways WHERE simulated ORDER BY created_at');
}

export async function create(
  db: Db,
  g: {
    id: string;
    propertyId: string;
    model: GatewayModel;
    mac: string | null;
    secretHash: string;
    simulated: boolean;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO gateways (id, property_id, model, mac, secret_hash, simulated) VALUES ($1, $2, $3, $4, $5, $6)`,
    [g.id, g.propertyId, g.model, g.mac, g.secretHash, g.simulated],
  );
}

export async function setSecret(db: Db, id: string, secretHash: string): Promise<void> {
  await db.query('UPDATE gateways SET secret_hash = $2 WHERE id = $1', [id, secretHash]);
}

/** Answers whether the gateway's online state changed. */
export async function setOnline(db: Db, id: string, online: boolean): Promise<GatewayRow | undefined> {
  return one<GatewayRow>(
    db,
    `UPDATE gateways SET active = $2,
       disconnected_at = CASE WHEN $2 THEN disconnected_at ELSE now() END
     WHERE id = $1 AND active <> $2 RETURNING *`,
    [id, online],
  );
}

export async function setInfo(
  db: Db,
  id: string,
  availabilityEnabled: boolean,
  permitJoin: boolean,
): Promise<void> {
  await db.query('UPDATE gateways SET availability_enabled = $2, permit_join = $3 WHERE id = $1', [
    id,
    availabilityEnabled,
    permitJoin,
  ]);
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM gateways WHERE id = $1', [id]);
}
