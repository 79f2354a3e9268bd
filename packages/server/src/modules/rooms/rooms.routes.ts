// Room calls of spec 001 §7 'Rooms' (get-properties-rooms lives with the properties).
import { createRoom, deleteRoom, updateRoom, type RoomInput } from '@hemvakt/contract/rooms';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { conflict, notFound } from '../../lib/errors';
import { presentRoom } from '../user-data/user-data.present';
import * as repo from './rooms.repo';

const fieldsOf = (body: RoomInput): repo.RoomFields => ({
  name: body.roomName,
  picture: body.picture,
  roomClass: body.roomClass,
});

export function registerRoomRoutes({ calls, db, bus }: Deps): void {
  /** Other members' apps refetch the home (rooms and where devices are). */
  const announce = (propertyId: string) =>
    bus.publish({ kind: 'live', propertyId, message: { type: 'pull devices', propertyId, data: {} } });

  calls.add(createRoom, async ({ auth, params, body }) => {
    await authorize(db, auth, 'rooms.manage', params);
    const id = await repo.create(db, { propertyId: params.propertyId, ...fieldsOf(body) });
    announce(params.propertyId);
    return presentRoom((await repo.findById(db, id))!);
  });

  calls.add(updateRoom, async ({ auth, params, body }) => {
    await authorize(db, auth, 'rooms.manage', params);
    const room = await repo.findById(db, body.roomId);
    if (!room || room.property_id !== params.propertyId) throw notFound('ROOM_NOT_FOUND');
    await repo.update(db, room.id, fieldsOf(body));
    announce(params.propertyId);
    return presentRoom((await repo.findById(db, room.id))!);
  });

  calls.add(deleteRoom, async ({ auth, params }) => {
    const room = await repo.findById(db, params.id);
    if (!room) throw notFound('ROOM_NOT_FOUND');
    await authorize(db, auth, 'rooms.manage', { propertyId: room.property_id });
    await db.transaction(async (tx) => {
      await repo.lockProperty(tx, room.property_id);
      const { rooms, devices } = await repo.occupancy(tx, room);
      if (devices > 0) throw conflict('ROOM_HAS_DEVICES');
      if (rooms <= 1) throw conflict('LAST_ROOM');
      await repo.remove(tx, room.id);
    });
    announce(room.property_id);
    return { ok: true };
  });
}
