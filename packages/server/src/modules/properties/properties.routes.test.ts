import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPropertyByCode,
  createProperty,
  editProperty,
  getLandlordPhone,
  getPropertiesRooms,
  getSelectedPropertyData,
  leaveProperty,
  listProperties,
  removeProperty,
  suggestAddresses,
} from '@hemvakt/contract/properties';
import { login } from '@hemvakt/contract/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  buildLandlordWithApartments,
  buildUser,
  call,
  claimsOf,
  loginAs,
  type BuiltUser,
} from '../../../test/builders';
import * as properties from './properties.repo';
import * as rooms from '../rooms/rooms.repo';
import { newId } from '../../lib/ids';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const address = { street: 'Storgatan 3', city: 'Uppsala', postCode: '753 31', country: 'Sweden' };

async function withMember(owner: BuiltUser) {
  const member = await buildUser(t, { home: false });
  await properties.addMember(t.db, owner.propertyId!, member.id, 'House Member');
  return member;
}

describe('properties', () => {
  it('creates a property with a capitalised name; the creator is its Home Owner', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const res = await call(t, createProperty, {
      params: { userId: user.id },
      body: { propertyName: '  sommarstugan', ...address },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      propertyName: 'Sommarstugan',
      street: 'Storgatan 3',
      appUserIds: `${user.id},`,
    });
    const list = await call(t, listProperties, { params: { userId: user.id }, token });
    expect(list.body.map((p: { propertyName: string }) => p.propertyName)).toEqual([
      'My home',
      'Sommarstugan',
    ]);
    expect((await properties.findMembership(t.db, res.body.id, user.id))?.role).toBe('Home Owner');
  });

  it('names a property without a name after its street', async () => {
    const user = await buildUser(t);
    const res = await call(t, createProperty, {
      params: { userId: user.id },
      body: address,
      token: await loginAs(t, user),
    });
    expect(res.status).toBe(200);
    expect(res.body.propertyName).toBe('Storgatan 3');
  });

  it('names every missing address field', async () => {
    const user = await buildUser(t);
    const res = await call(t, createProperty, {
      params: { userId: user.id },
      body: { propertyName: 'X', street: '', city: '', postCode: '', country: '' },
      token: await loginAs(t, user),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'city',
      'country',
      'postCode',
      'street',
    ]);
  });

  it('edits an own property; a House Member may not', async () => {
    const owner = await buildUser(t);
    const member = await withMember(owner);
    // The app sends the id in the body too (spec 000 §7.2).
    const body = { id: owner.propertyId!, propertyName: 'Villa Ek', ...address };
    const own = await call(t, editProperty, {
      params: { id: owner.propertyId! },
      body,
      token: await loginAs(t, owner),
    });
    expect(own.body.propertyName).toBe('Villa Ek');
    const theirs = await call(t, editProperty, {
      params: { id: owner.propertyId! },
      body,
      token: await loginAs(t, member),
    });
    expect(theirs.status).toBe(403);
  });

  it('refuses removal while other users remain, or a gateway exists, with the spec messages', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const member = await withMember(owner);
    const withUsers = await call(t, removeProperty, { params: { id: owner.propertyId! }, token });
    expect(withUsers.status).toBe(409);
    expect(withUsers.body.error).toMatchObject({
      code: 'PROPERTY_HAS_USERS',
      message: 'Cant remove, please remove users first',
    });

    await properties.removeMember(t.db, owner.propertyId!, member.id);
    await t.db.query(`INSERT INTO gateways (id, property_id, model) VALUES ($1, $2, 'SEG-X5')`, [
      newId(),
      owner.propertyId,
    ]);
    const withGateway = await call(t, removeProperty, { params: { id: owner.propertyId! }, token });
    expect(withGateway.status).toBe(409);
    expect(withGateway.body.error).toMatchObject({
      code: 'PROPERTY_HAS_GATEWAY',
      message: 'Cant remove, please remove gateway first',
    });

    await t.db.query('DELETE FROM gateways WHERE property_id = $1', [owner.propertyId]);
    expect((await call(t, removeProperty, { params: { id: owner.propertyId! }, token })).body).toEqual({
      ok: true,
    });
    expect(await properties.findById(t.db, owner.propertyId!)).toBeUndefined();
  });

  it('lets only a Home Owner remove a property', async () => {
    const landlordSide = await buildLandlordWithApartments(t);
    const tenant = await buildUser(t, { home: false });
    const apartment = landlordSide.apartments[0]!.id;
    await properties.addMember(t.db, apartment, tenant.id, 'Tenant');
    const res = await call(t, removeProperty, { params: { id: apartment }, token: await loginAs(t, tenant) });
    expect(res.status).toBe(403);
  });

  it('lets a member leave a home they were added to, but not a home they own', async () => {
    const owner = await buildUser(t);
    const member = await withMember(owner);
    const left = await call(t, leaveProperty, {
      params: { id: owner.propertyId! },
      body: { userId: member.id },
      token: await loginAs(t, member),
    });
    expect(left.body).toEqual({ ok: true });
    expect(await properties.findMembership(t.db, owner.propertyId!, member.id)).toBeUndefined();

    const ownerToken = await loginAs(t, owner);
    const own = await call(t, leaveProperty, {
      params: { id: owner.propertyId! },
      body: { userId: owner.id },
      token: ownerToken,
    });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('CANNOT_LEAVE_OWN_PROPERTY');
  });

  it('adds an apartment by property code as Tenant, once', async () => {
    const { apartments } = await buildLandlordWithApartments(t);
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const res = await call(t, addPropertyByCode, {
      params: { userId: user.id },
      body: { propertyCode: apartments[0]!.code },
      token,
    });
    expect(res.body).toEqual({ success: true, message: 'Property added' });
    expect((await properties.findMembership(t.db, apartments[0]!.id, user.id))?.role).toBe('Tenant');
    const again = await call(t, addPropertyByCode, {
      params: { userId: user.id },
      body: { propertyCode: apartments[0]!.code },
      token,
    });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Property code was not found, or property is occupied');
  });

  it('switches the current property: user data of that home, and the next login starts there', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const second = await call(t, createProperty, {
      params: { userId: owner.id },
      body: { propertyName: 'Stugan', ...address },
      token,
    });
    await rooms.create(t.db, {
      propertyId: second.body.id,
      name: 'Bastu',
      picture: 'sauna',
      roomClass: 'other',
    });
    const res = await call(t, getSelectedPropertyData, {
      params: { userId: owner.id },
      body: { selectedProperty: second.body.id },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body[3]).toEqual([expect.objectContaining({ name: 'Bastu' })]);
    const next = await call(t, login, { body: { email: owner.email, password: owner.password } });
    expect(claimsOf(next.body.token).property).toBe(second.body.id);

    const stranger = await buildUser(t);
    const theirs = await call(t, getSelectedPropertyData, {
      params: { userId: owner.id },
      body: { selectedProperty: stranger.propertyId! },
      token,
    });
    expect(theirs.status).toBe(403);
  });

  it("lists every property's rooms", async () => {
    const owner = await buildUser(t);
    await rooms.create(t.db, {
      propertyId: owner.propertyId!,
      name: 'Kök',
      picture: 'kitchen',
      roomClass: 'kitchen',
    });
    const res = await call(t, getPropertiesRooms, {
      params: { userId: owner.id },
      token: await loginAs(t, owner),
    });
    expect(res.body).toEqual([
      {
        propertyId: owner.propertyId,
        propertyName: 'My home',
        rooms: [expect.objectContaining({ name: 'Kök' })],
      },
    ]);
  });

  it("answers the landlord's phone to the tenant, and null for a home without landlord", async () => {
    const { landlord, apartments } = await buildLandlordWithApartments(t);
    const tenant = await buildUser(t);
    await properties.addMember(t.db, apartments[1]!.id, tenant.id, 'Tenant');
    const token = await loginAs(t, tenant);
    expect((await call(t, getLandlordPhone, { params: { id: apartments[1]!.id }, token })).body).toEqual({
      phone: '+46701234567',
    });
    expect((await call(t, getLandlordPhone, { params: { id: tenant.propertyId! }, token })).body).toEqual({
      phone: null,
    });
    expect(landlord.id).toBeTruthy();
  });

  it('suggests Swedish addresses offline, keeping the house number', async () => {
    const user = await buildUser(t);
    const res = await call(t, suggestAddresses, {
      params: { query: 'Storgatan 12 upps' },
      token: await loginAs(t, user),
    });
    expect(res.body[0]).toEqual({
      placeName: 'Storgatan 12, 753 31 Uppsala, Sverige',
      street: 'Storgatan 12',
      context: { postcode: '753 31', place: 'Uppsala', country: 'Sverige' },
      center: [17.6418, 59.8603],
    });
    const many = await call(t, suggestAddresses, {
      params: { query: 'gatan' },
      token: await loginAs(t, user),
    });
    expect(many.body.length).toBe(10);
  });
});
