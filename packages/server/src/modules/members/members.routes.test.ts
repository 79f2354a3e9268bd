import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteMember,
  editMember,
  getMembers,
  getPendingInvitations,
  inviteMember,
  removeInvitation,
} from '@hemvakt/contract/members';
import { answerInvitation } from '@hemvakt/contract/auth';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, claimsOf, GOOD_PASSWORD, loginAs, mailLink } from '../../../test/builders';
import * as properties from '../properties/properties.repo';
import * as devices from '../devices/devices.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A device of the property (pending, as before a gateway joins it): the target of per-device rights. */
const deviceIn = (propertyId: string) =>
  devices.create(t.db, {
    propertyId,
    gatewayId: null,
    typeI: 'SmartPlug',
    deviceName: 'Plug',
    roomId: null,
    landlordsDevice: false,
  });

const rights = {
  userHasFullAccessDevices: false,
  userCanChangeScenes: true,
  userCanEditCreateScenes: false,
  userCanEditCreateRooms: true,
  userCanChangeGeofence: true,
  userCanEditCreateCameras: false,
  userCanChangeAlarm: false,
  // An entry without view is dropped (spec 000 §5), so its id need not be a device.
  userDevices: [{ id: 'dropped', canView: false, canControll: false, canEdit: false }],
};

describe('members', () => {
  it('invite → mail → accept → listed with exactly the invited rights', async () => {
    const owner = await buildUser(t, { name: 'Olle Owner' });
    const token = await loginAs(t, owner);
    const plugId = await deviceIn(owner.propertyId!);
    const userDevices = [
      { id: plugId, canView: true, canControll: true, canEdit: false },
      ...rights.userDevices,
    ];
    const invited = await call(t, inviteMember, {
      params: { propertyId: owner.propertyId! },
      body: { userName: '  greta  gustafsson ', userEmail: 'Greta@Example.com', ...rights, userDevices },
      token,
    });
    expect(invited.status).toBe(200);
    const pending = await call(t, getPendingInvitations, {
      params: { propertyId: owner.propertyId! },
      token,
    });
    expect(pending.body).toEqual([
      {
        id: invited.body.id,
        invitedUserEmail: 'greta@example.com',
        invitedUserName: 'Greta Gustafsson',
        createdAt: expect.any(String),
      },
    ]);

    const { secret, subject } = await mailLink(t, 'greta@example.com', '/accept-invitation');
    expect(subject).toBe('You are invited to My home on Hemvakt');
    const accepted = await call(t, answerInvitation, {
      params: { token: secret },
      body: {
        answer: 'yes',
        account: { name: 'Greta Gustafsson', phone: '+46 70 1', password: GOOD_PASSWORD, acceptTerms: true },
      },
    });
    const gretaId = claimsOf(accepted.body.token).user;

    const list = await call(t, getMembers, { params: { propertyId: owner.propertyId! }, token });
    expect(list.body.map((m: { name: string }) => m.name)).toEqual(['Olle Owner', 'Greta Gustafsson']);
    expect(list.body[1].propertyLevelPermissions[0]).toEqual({
      propertyId: owner.propertyId,
      role: 'House Member',
      ...rights,
      userDevices: [{ id: plugId, canView: true, canControll: true, canEdit: false }],
    });
    expect(
      (await call(t, getPendingInvitations, { params: { propertyId: owner.propertyId! }, token })).body,
    ).toEqual([]);

    const data = await call(t, getUserData, {
      params: { userId: gretaId, propertyId: owner.propertyId! },
      token: accepted.body.token,
    });
    expect(data.body[0].propertyLevelPermissions[0].userCanChangeAlarm).toBe(false);
  });

  it("refuses rights on another property's device, naming the field", async () => {
    const [owner, other] = [await buildUser(t), await buildUser(t)];
    const theirs = await deviceIn(other.propertyId!);
    const res = await call(t, inviteMember, {
      params: { propertyId: owner.propertyId! },
      body: {
        userName: 'Eve',
        userEmail: 'eve@example.com',
        ...rights,
        userDevices: [{ id: theirs, canView: true, canControll: true, canEdit: true }],
      },
      token: await loginAs(t, owner),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'userDevices.0.id' })]);
  });

  it('refuses an invalid e-mail, an existing member and a House Member inviting', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const member = await buildUser(t, { home: false });
    await properties.addMember(t.db, owner.propertyId!, member.id, 'House Member');
    const body = { userName: 'X', userEmail: 'not-an-email', ...rights };
    const bad = await call(t, inviteMember, { params: { propertyId: owner.propertyId! }, body, token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('userEmail');
    const dup = await call(t, inviteMember, {
      params: { propertyId: owner.propertyId! },
      body: { ...body, userEmail: member.email },
      token,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('ALREADY_MEMBER');
    const asMember = await call(t, inviteMember, {
      params: { propertyId: owner.propertyId! },
      body: { ...body, userEmail: 'new@example.com' },
      token: await loginAs(t, member),
    });
    expect(asMember.status).toBe(403);
    expect(
      (
        await call(t, getMembers, {
          params: { propertyId: owner.propertyId! },
          token: await loginAs(t, member),
        })
      ).status,
    ).toBe(403);
  });

  it('edits rights (name and e-mail stay locked), removes a member; nobody edits or removes themselves', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const member = await buildUser(t, { home: false, name: 'Mia Member' });
    await properties.addMember(t.db, owner.propertyId!, member.id, 'House Member');
    const edited = await call(t, editMember, {
      body: {
        propertyId: owner.propertyId!,
        userId: member.id,
        userName: 'Hacked',
        userEmail: 'x@y.z',
        ...rights,
        userHasFullAccessDevices: true,
      },
      token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Mia Member');
    expect(edited.body.propertyLevelPermissions[0]).toMatchObject({
      userCanChangeAlarm: false,
      userDevices: [],
    });

    const self = await call(t, editMember, {
      body: { propertyId: owner.propertyId!, userId: owner.id, ...rights },
      token,
    });
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('CANNOT_CHANGE_SELF');
    const selfRemove = await call(t, deleteMember, {
      params: { id: owner.id, propertyId: owner.propertyId! },
      token,
    });
    expect(selfRemove.body.error.code).toBe('CANNOT_CHANGE_SELF');

    expect(
      (await call(t, deleteMember, { params: { id: member.id, propertyId: owner.propertyId! }, token })).body,
    ).toEqual({ ok: true });
    expect(await properties.findMembership(t.db, owner.propertyId!, member.id)).toBeUndefined();
  });

  it("withdraws an invitation, and refuses someone else's", async () => {
    const owner = await buildUser(t);
    const stranger = await buildUser(t);
    const token = await loginAs(t, owner);
    const { body } = await call(t, inviteMember, {
      params: { propertyId: owner.propertyId! },
      body: { userName: 'Ann', userEmail: 'ann@example.com', ...rights },
      token,
    });
    const theirs = await call(t, removeInvitation, {
      params: { id: body.id },
      token: await loginAs(t, stranger),
    });
    expect(theirs.status).toBe(403);
    expect((await call(t, removeInvitation, { params: { id: body.id }, token })).body).toEqual({ ok: true });
    expect((await call(t, removeInvitation, { params: { id: body.id }, token })).status).toBe(404);
  });
});
