// SQL for rooms.
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface RoomRow {
  id: string;
  property_id: string;
  name: string;
  picture: string;
  room_class: string;
  [key: string]: unknown;
}

export interface RoomFields {
  name: string;
  picture: string;
  roomClass: string;
}

export function listByProperty(db: Db, propertyId: string) {
  return db.query<RoomRow>('SELECT * FROM rooms WHERE property_id = $1 ORDER BY created_at, id', [
    propertyId,
  ]);
}

export function findById(db: Db, id: string) {
  return one<RoomRow>(db, 'SELECT * FROM rooms WHERE id = $1', [id]);
}

export async function create(db: Db, room: RoomFields & { propertyId: string }): Promise<string> {
  const id = newId();
  await db.query(
    'INSERT INTO rooms (id, property_id, name, picture, room_class) VALUES ($1, $2, $3, $4, $5)',
    [id, room.propertyId, room.name, room.picture, room.roomClass],
  );
  return id;
}

export async function update(db: Db, id: string, room: RoomFields): Promise<void> {
  await db.query('UPDATE rooms SET name = $2, picture = $3, room_class = $4 WHERE id = $1', [
    id,
    room.name,
    room.picture,
    room.roomClass,
  ]);
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM rooms WHERE id = $1', [id]);
}

/** How many rooms the property has and how many devices are in this room (pending adds included). */
export async function occupancy(db: Db, room: RoomRow): Promise<{ rooms: number; devices: number }> {
  const row = await one<{ rooms: number; devices: number }>(
    db,
    `SELECT (SELECT count(*)::int FROM rooms WHERE property_id = $1) AS rooms,
            (SELECT count(*)::int FROM devices WHERE room_id = $2) AS devices`,
    [room.property_id, room.id],
  );
  return row ?? { rooms: 0, devices: 0 };
}

/** Locks the property's rooms for the rest of the transaction (two deletes must not both pass the checks). */
export async function lockProperty(db: Db, propertyId: string): Promise<void> {
  await db.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
}
