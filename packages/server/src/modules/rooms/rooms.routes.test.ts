// Rooms (spec 001 §7 'Rooms', §5): create, rename and delete with class and picture; a room with devices
// and a home's last room stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, deleteRoom, updateRoom } from '@hemvakt/contract/rooms';
import { getPropertiesRooms } from '@hemvakt/contract/properties';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs } from '../../../test/builders';
import * as devices from '../devices/devices.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PHOTO = `data:image/jpeg;base64,${Buffer.from('not really a jpeg').toString('base64')}`;

describe('rooms', () => {
  it('creates, renames and deletes rooms with a class and a picture', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const propertyId = owner.propertyId!;
    const created = await call(t, createRoom, {
      token,
      params: { propertyId },
      body: { roomName: '  Kids room ', roomClass: 'kids', picture: 'kids-room' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Kids room',
      roomClass: 'kids',
      picture: 'kids-room',
      propertyId,
    });
    const second = await call(t, createRoom, {
      token,
      params: { propertyId },
      body: { roomName: 'Office', roomClass: 'office', picture: PHOTO },
    });
    expect(second.body.picture).toBe(PHOTO);

    const renamed = await call(t, updateRoom, {
      token,
      params: { propertyId },
      body: { roomId: created.body.id, roomName: 'Play room', roomClass: 'kids', picture: 'other' },
    });
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Play room', picture: 'other' });

    const removed = await call(t, deleteRoom, { token, params: { id: second.body.id } });
    expect(removed.status).toBe(200);
    const listed = await call(t, getPropertiesRooms, { token, params: { userId: owner.id } });
    expect(listed.body[0].rooms.map((r: { name: string }) => r.name)).toEqual(['Play room']);
  });

  it('keeps a room that holds devices, and the last room', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const propertyId = owner.propertyId!;
    const add = async (roomName: string) =>
      (
        await call(t, createRoom, {
          token,
          params: { propertyId },
          body: { roomName, roomClass: 'hall', picture: 'hall' },
        })
      ).body.id as string;
    const [hall, attic] = [await add('Hall'), await add('Attic')];
    await devices.create(t.db, {
      propertyId,
      gatewayId: null,
      typeI: 'SmartPlug',
      deviceName: 'Lamp',
      roomId: hall,
      landlordsDevice: false,
    });
    const withDevices = await call(t, deleteRoom, { token, params: { id: hall } });
    expect(withDevices.status).toBe(409);
    expect(withDevices.body.error).toMatchObject({
      code: 'ROOM_HAS_DEVICES',
      message: 'The room has devices; move or remove them first',
    });
    expect((await call(t, deleteRoom, { token, params: { id: attic } })).status).toBe(200);
    await t.db.query('UPDATE devices SET room_id = NULL WHERE property_id = $1', [propertyId]);
    const last = await call(t, deleteRoom, { token, params: { id: hall } });
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe('LAST_ROOM');
  });

  it('answers 400 naming the field for a bad name, class or picture, and 404 for a room of another home', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const params = { propertyId: owner.propertyId! };
    const bad = await call(t, createRoom, {
      token,
      params,
      body: { roomName: 'x'.repeat(31), roomClass: 'dungeon', picture: 'data:text/html;base64,AAAA' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'picture',
      'roomClass',
      'roomName',
    ]);
    const other = await buildUser(t);
    const theirs = await call(t, createRoom, {
      token: await loginAs(t, other),
      params: { propertyId: other.propertyId! },
      body: { roomName: 'Theirs', roomClass: 'other', picture: 'other' },
    });
    const moved = await call(t, updateRoom, {
      token,
      params,
      body: { roomId: theirs.body.id, roomName: 'Mine', roomClass: 'other', picture: 'other' },
    });
    expect(moved.status).toBe(404);
  });
});
