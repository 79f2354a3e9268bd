// The authorization matrix (DESIGN.md §4): every route of the server's route table is called as
// anonymous, as an unrelated user with the rightful user's ids, as a House Member without any permission
// flag, and as the rightful user. A route without an entry here fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '@hemvakt/contract/http';
import { startTestApp, type TestApp } from './test-app';
import { call } from './builders';
import { hashPassword } from '../src/lib/passwords';
import { createAccount, createFirstHome } from '../src/modules/accounts/accounts.service';
import * as properties from '../src/modules/properties/properties.repo';
import * as buildings from '../src/modules/buildings/buildings.repo';
import * as geofences from '../src/modules/geofence/geofence.repo';
import { inviteHouseMember } from '../src/modules/invitations/invitations.service';
import { PERMISSION_FLAGS } from '@hemvakt/contract/user-data';
import { newId } from '../src/lib/ids';
import * as gateways from '../src/modules/gateways/gateways.repo';
import * as devicesRepo from '../src/modules/devices/devices.repo';
import * as rooms from '../src/modules/rooms/rooms.repo';
import { runSimulatedGateway } from './simulated-home';
import { createSimulatedGateway } from '../src/demo/demo-devices';
import { keyDraft } from '@hemvakt/contract/locks';
import { createKey } from '../src/modules/locks/keys.service';
import { DAYS } from '@hemvakt/contract/local-time';
import * as scenes from '../src/modules/scenes/scenes.repo';
import * as automations from '../src/modules/automations/automations.repo';
import * as hazards from '../src/modules/hazards/hazards.repo';
import * as landlordNotifications from '../src/modules/landlord-alarms/landlord-notifications.repo';
import * as notifications from '../src/modules/notifications/notifications.repo';

const PASSWORD = 'Matrix-Pass-42!';
const STRONG = 'Gr33n-Elephant-Sky!';
let passwordHash: string;
let t: TestApp;
let sequence = 0;

interface Actor {
  id: string;
  token: string;
}

interface World {
  owner: Actor;
  member: Actor;
  stranger: Actor;
  home: string;
  cabin: string;
  apartmentCode: string;
  invitationId: string;
  landlord: Actor;
  /** An apartment with an online gateway, and one without a gateway. */
  apartment: string;
  bareApartment: string;
  apartmentGateway: string;
  devices: Record<(typeof WORLD_DEVICES)[number][1], string>;
  /** A device still pairing (for gateway-add-failed). */
  ieees: Record<(typeof WORLD_DEVICES)[number][1], string>;
  roomId: string;
  apartmentRoomId: string;
  pendingDevice: string;
  /** A guest key of the home's lock (smart locks). */
  keyId: string;
  /** Issue 5: a room without devices, a scene of the home's own, an automation. */
  emptyRoomId: string;
  sceneId: string;
  automationId: string;
  /** Issue 6: a fire alarm of the home, and the landlord's notification of a leak in the apartment. */
  hazardId: string;
  landlordNotificationId: string;
  /** Issue 6: a notification of the home for each of owner and member, by user id. */
  notificationOf: Record<string, string>;
}

const WORLD_DEVICES = [
  ['SmartLightColorChangeable', 'light'],
  ['SmartLightColorDimmable', 'lamp'],
  ['SmartPlug', 'plug'],
  ['SmartCurtain', 'curtain'],
  ['IASWarning', 'siren'],
  ['SensorDoorWindow', 'door'],
  ['SmartLock', 'lock'],
] as const;

const NO_FLAGS = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])) as properties.Permissions;

async function actor(name: string, withHome = true): Promise<Actor & { home: string | null }> {
  const id = await createAccount(
    t.db,
    { email: `${name}-${sequence++}@matrix.test`, name, phone: '+4670000000', emailVerified: true },
    passwordHash,
  );
  const home = withHome ? await createFirstHome(t.db, id) : null;
  return { id, home, token: await t.app.hemvakt.sessions.issue(id) };
}

/** A world; `live` runs its home's simulated gateway (for calls that wait for the gateway's answer). */
async function buildWorld(live = false): Promise<World> {
  const owner = await actor('owner');
  const cabin = await properties.create(t.db, { propertyName: 'Cabin' });
  await properties.addMember(t.db, cabin, owner.id, 'Home Owner');
  const member = await actor('member', false);
  await properties.addMember(t.db, owner.home!, member.id, 'House Member', NO_FLAGS);
  const stranger = await actor('stranger');
  const landlordId = await createAccount(
    t.db,
    {
      email: `landlord-${sequence++}@matrix.test`,
      name: 'L',
      emailVerified: true,
      landlord: { companyName: 'L AB' },
    },
    passwordHash,
  );
  const landlord = { id: landlordId, token: await t.app.hemvakt.sessions.issue(landlordId) };
  const buildingId = await buildings.create(t.db, {
    landlordId,
    buildingName: 'B',
    buildingAddress: 'B 1',
    buildingCity: 'Stockholm',
    buildingPostCode: '111 11',
    buildingFloors: 1,
    buildingFlatsPerFloor: 1,
  });
  const apartmentCode = `MTX-${sequence++}`;
  const apartmentOf = (flatNumber: string, propertyCode: string) =>
    buildings.createApartment(t.db, {
      buildingId,
      landlordId,
      propertyName: 'Lgh',
      street: 'B 1',
      city: 'Stockholm',
      postCode: '111 11',
      floor: 1,
      flatNumber,
      propertyCode,
    });
  const apartment = await apartmentOf('1101', apartmentCode);
  const bareApartment = await apartmentOf('1102', `MTX-${sequence++}`);
  const apartmentGateway = newId();
  await gateways.create(t.db, {
    id: apartmentGateway,
    propertyId: apartment,
    model: 'SEG-X5',
    mac: null,
    secretHash: '',
    simulated: false,
  });
  await gateways.setOnline(t.db, apartmentGateway, true);
  const apartmentRoomId = await rooms.create(t.db, {
    propertyId: apartment,
    name: 'Kök',
    picture: 'k',
    roomClass: 'k',
  });
  const roomId = await rooms.create(t.db, {
    propertyId: owner.home!,
    name: 'Hall',
    picture: 'h',
    roomClass: 'h',
  });
  const home = await createSimulatedGateway(t.db, {
    propertyId: owner.home!,
    serverKey: t.config.jwtSecret,
    devices: WORLD_DEVICES.map(([typeI, name]) => ({ typeI, name, roomId })),
  });
  if (live) await runSimulatedGateway(t, home.gatewayId);
  const devices = Object.fromEntries(
    WORLD_DEVICES.map(([, name], i) => [name, home.deviceIds[i]!]),
  ) as World['devices'];
  const pendingDevice = await devicesRepo.create(t.db, {
    propertyId: owner.home!,
    gatewayId: home.gatewayId,
    typeI: 'SmartPlug',
    deviceName: 'Pending',
    roomId,
    landlordsDevice: false,
  });
  const ieees = Object.fromEntries(
    await Promise.all(
      WORLD_DEVICES.map(async ([, name]) => [name, (await devicesRepo.findById(t.db, devices[name]))!.ieee!]),
    ),
  ) as World['ieees'];
  const fence = (propertyId: string) =>
    ({ propertyId, lat: 59.3, lng: 18.0, radius: 200, whereAmI: 'home', geofenceEnabled: true }) as const;
  await geofences.replaceAll(t.db, owner.id, [fence(owner.home!)]);
  await geofences.replaceAll(t.db, member.id, [fence(owner.home!)]);
  const emptyRoomId = await rooms.create(t.db, {
    propertyId: owner.home!,
    name: 'Attic',
    picture: 'other',
    roomClass: 'other',
  });
  const sceneId = await scenes.create(t.db, { propertyId: owner.home!, name: 'Movie', picture: 'movie' });
  const automationId = await automations.create(t.db, owner.home!, automationOf(devices), owner.id);
  const invitationId = await inviteHouseMember(
    t.app.hemvakt,
    {
      propertyId: owner.home!,
      email: `guest-${sequence++}@matrix.test`,
      name: 'Guest',
      permissions: NO_FLAGS,
      invitedBy: owner.id,
    },
    'EN',
  );
  const hazard = (propertyId: string, kind: 'fire' | 'waterLeak', deviceId: string | null) =>
    hazards.insert(t.db, {
      property_id: propertyId,
      device_id: deviceId,
      device_name: 'Sensor',
      room_id: null,
      room_name: null,
      kind,
      started_at: new Date(),
      trigger_key: newId(),
    });
  const hazardId = (await hazard(owner.home!, 'fire', devices.door))!.id;
  const leak = (await hazard(apartment, 'waterLeak', null))!;
  const landlordNotificationId = (await landlordNotifications.insertOnce(t.db, {
    landlordId,
    hazardEventId: leak.id,
    propertyId: apartment,
    kind: 'waterLeak',
    at: new Date(),
  }))!.id;
  const { key } = await createKey(
    t.db,
    (await devicesRepo.findById(t.db, devices.lock))!,
    GUEST_KEY,
    owner.id,
  );
  const notificationOf: Record<string, string> = {};
  for (const user of [owner, member]) {
    const row = await notifications.insert(t.db, {
      user_id: user.id,
      property_id: owner.home!,
      property_name: 'Home',
      property_room_id: null,
      type: 'broadCast',
      warning_message: 'Hello',
      data: null,
    });
    notificationOf[user.id] = row.id;
  }
  return {
    notificationOf,
    keyId: key.id,
    owner,
    member,
    stranger,
    home: owner.home!,
    cabin,
    apartmentCode,
    invitationId,
    landlord,
    apartment,
    bareApartment,
    apartmentGateway,
    devices,
    ieees,
    roomId,
    apartmentRoomId,
    pendingDevice,
    emptyRoomId,
    sceneId,
    automationId,
    hazardId,
    landlordNotificationId,
  };
}

/** When the door opens, switch the plug off. */
function automationOf(devices: World['devices']) {
  return {
    name: 'Door plug',
    active: true,
    days: [...DAYS],
    conditions: [{ kind: 'device' as const, deviceId: devices.door, state: 'open' as const }],
    actions: [{ kind: 'device' as const, deviceId: devices.plug, switchgear: 'off' as const }],
  };
}

type Request = { params?: Record<string, string>; body?: unknown };

interface Entry {
  /** The call's ids and body when `me` makes it. */
  request: (w: World, me: Actor) => Request;
  /** Who the rightful caller is (default the owner). */
  rightful?: 'owner' | 'member' | 'landlord';
  /** Whether a House Member without flags may make the call with their own ids (default no). */
  member?: 'allow' | 'deny';
  /** The call names no resource of anyone (so an unrelated user may make it). */
  noResource?: boolean;
  /** The rightful call waits for the home's gateway to answer: run its simulator. */
  live?: boolean;
}

const self = (_w: World, me: Actor): Request => ({ params: { userId: me.id } });
const selfWith =
  (body: unknown) =>
  (_w: World, me: Actor): Request => ({ params: { userId: me.id }, body });
const ownSetting = (body: unknown): Entry => ({ request: selfWith(body), member: 'allow' });
const rights = { ...NO_FLAGS, userDevices: [] };
const address = { street: 'Gatan 1', city: 'Lund', postCode: '222 22', country: 'Sweden' };

const GUEST_KEY = keyDraft({ keyName: 'Front door', userName: 'Cleaner' });
const lockOf = (w: World) => ({ propertyId: w.home, ieee: w.ieees.lock });

const PUBLIC = 'public';
const MATRIX: Record<string, Entry | typeof PUBLIC> = {
  'GET /version': PUBLIC,
  'GET /version/get-app-version': PUBLIC,
  'POST /app-error-reporter/new-error': PUBLIC,
  'POST /login': PUBLIC,
  'POST /oauth/new-oauth': PUBLIC,
  'POST /register/send-verification-email': PUBLIC,
  'GET /register/verify-email/:code': PUBLIC,
  'POST /register': PUBLIC,
  'GET /users/:token': PUBLIC,
  'POST /users/:token': PUBLIC,
  'GET /register/verify-property-code/:code': PUBLIC,
  'GET /register/check-good-email/:email/:propertyCode': PUBLIC,
  'POST /register/by-property-code/:code': PUBLIC,
  'GET /register/check-email-exists/:email': PUBLIC,
  'POST /forgot-password/reset': PUBLIC,
  'GET /forgot-password/check/:token': PUBLIC,
  'POST /forgot-password/new/:token': PUBLIC,
  'GET /landlords/:token': PUBLIC,
  'POST /landlords/:token': PUBLIC,
  'GET /accept-invitation/check/:token': PUBLIC,
  'POST /accept-invitation/answer/:token': PUBLIC,
  'GET /dev/mail': PUBLIC,

  'POST /users/logout/:userId': { request: self, member: 'allow' },
  'POST /live-ticket': { request: () => ({}), member: 'allow', noResource: true },
  'POST /app-users/app-active-or-inactive': {
    request: (_w, me) => ({ body: { type: 'web', state: 'active', route: '/', user: me.id } }),
    member: 'allow',
  },
  'GET /user-data/:userId/:propertyId': {
    request: (w, me) => ({ params: { userId: me.id, propertyId: w.home } }),
    member: 'allow',
  },

  'POST /get-selected-property-data/:userId': {
    request: (w, me) => ({ params: { userId: me.id }, body: { selectedProperty: w.home } }),
    member: 'allow',
  },
  'GET /properties/:userId': { request: self, member: 'allow' },
  'POST /create-additional-property/:userId': ownSetting({ propertyName: 'New', ...address }),
  'POST /edit-additional-property/:id': {
    request: (w) => ({ params: { id: w.home }, body: { propertyName: 'Renamed', ...address } }),
  },
  'DELETE /remove-additional-property/:id': { request: (w) => ({ params: { id: w.cabin } }) },
  'POST /remove-my-self-from-property/:id': {
    request: (w, me) => ({ params: { id: w.home }, body: { userId: me.id } }),
    rightful: 'member',
  },
  'POST /add-property-by-property-code/:userId': {
    request: (w, me) => ({ params: { userId: me.id }, body: { propertyCode: w.apartmentCode } }),
    member: 'allow',
  },
  'GET /get-properties-rooms/:userId': { request: self, member: 'allow' },
  'GET /get-landlord-phone/:id': { request: (w) => ({ params: { id: w.home } }), member: 'allow' },
  'GET /address-suggestions/:query': {
    request: () => ({ params: { query: 'Storgatan' } }),
    member: 'allow',
    noResource: true,
  },

  'POST /invite-house-member-new/:propertyId': {
    request: (w) => ({
      params: { propertyId: w.home },
      body: { userName: 'New', userEmail: 'new@matrix.test', ...rights },
    }),
  },
  'GET /get-pending-invitations-to-house/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home } }),
  },
  'DELETE /remove-house-invitation/:id': { request: (w) => ({ params: { id: w.invitationId } }) },
  'POST /edit-house-member-new': {
    request: (w) => ({ body: { propertyId: w.home, userId: w.member.id, ...rights } }),
  },
  'GET /get-house-members/:propertyId': { request: (w) => ({ params: { propertyId: w.home } }) },
  'DELETE /delete-house-member-new/:id/:propertyId': {
    request: (w) => ({ params: { id: w.member.id, propertyId: w.home } }),
  },

  'PUT /update-profile/:userId': ownSetting({ name: 'Name', phone: '+46 70 1234567' }),
  'POST /update-profile-image/:userId': ownSetting({ profileImage: null }),
  'PUT /update-password/:userId': ownSetting({ currentPassword: PASSWORD, newPassword: STRONG }),
  'PUT /update-user-address/:userId': ownSetting({
    country: 'Sweden',
    city: 'Lund',
    street: 'Gatan',
    propertyNumber: '1',
    flatNumber: '',
    postCode: '222 22',
  }),
  'POST /change-language/:userId': ownSetting({ language: 'SE' }),
  'POST /change-newsletter-subscription/:userId': ownSetting({ subscribeNewsletter: true }),
  'POST /change-dealsoffers-subscription/:userId': ownSetting({ subscribeDealsOffers: true }),
  'POST /feedback/:userId': ownSetting({ feedback: 'Nice' }),
  'POST /user-setting-push-when-alarm/:userId': ownSetting({ setting: false }),
  'POST /user-setting-when-scene-change/:userId': ownSetting({ setting: false }),
  'POST /user-setting-when-alarm-change/:userId': ownSetting({ setting: false }),
  'POST /user-setting-when-gateway-disconnects/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: { setting: false } }),
    member: 'allow',
  },
  'POST /delete-my-account': {
    request: (_w, me) => ({ body: { id: me.id, role: 'Home Owner' } }),
    member: 'allow',
  },

  'POST /geofence-new/:userId': {
    request: (w, me) => ({
      params: { userId: me.id },
      body: {
        myGeoFences: [
          { propertyId: w.home, lat: 59, lng: 18, radius: 250, whereAmI: 'home', geofenceEnabled: true },
        ],
      },
    }),
  },
  'POST /geofence/events/:userId': {
    request: (w, me) => ({ params: { userId: me.id }, body: { propertyId: w.home, event: 'exit' } }),
    member: 'allow',
  },
  'POST /remove-geofence-logout/:userId': ownSetting({}),

  'POST /add-device/:propertyId': {
    live: true,
    request: (w) => ({
      params: { propertyId: w.home },
      body: { typeI: 'SensorMotion', deviceName: 'Motion', propertyRoomId: w.roomId },
    }),
  },
  'POST /landlord/devices/:apartmentId': {
    request: (w) => ({
      params: { apartmentId: w.apartment },
      body: { typeI: 'SensorSmoke', deviceName: 'Smoke', propertyRoomId: w.apartmentRoomId },
    }),
    rightful: 'landlord',
  },
  'GET /property-devices/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home } }),
    member: 'allow',
  },
  'POST /light-control/:propertyId': {
    request: (w) => control(w, 'light', { type: 'level', value: 100 }),
  },
  'POST /switch-control/:propertyId': { request: (w) => control(w, 'plug', { value: 'off' }) },
  'POST /curtain-control/:propertyId': { request: (w) => control(w, 'curtain', { type: 'close' }) },
  'POST /device-setting/:propertyId': {
    request: (w) => ({
      params: { propertyId: w.home },
      body: { deviceId: w.devices.plug, deviceName: 'Renamed', deviceRoom: null },
    }),
  },
  'POST /device-history/:ieee': { request: (w) => ({ params: { ieee: w.ieees.door }, body: {} }) },
  'POST /remove-device/:propertyId': {
    live: true,
    request: (w) => ({ params: { propertyId: w.home }, body: { deviceId: w.devices.door } }),
  },
  'GET /identify-device/:deviceId': {
    live: true,
    request: (w) => ({ params: { deviceId: w.devices.light } }),
  },
  'POST /reset-siren': { request: (w) => ({ body: { device: w.devices.siren } }) },
  'POST /test-siren': { request: (w) => ({ body: { device: w.devices.siren } }) },
  'POST /device-linkages': {
    request: (w) => ({
      body: {
        type: 'add',
        deviceToLink: { deviceId: w.devices.lamp },
        parentLinkDevice: { deviceId: w.devices.light },
      },
    }),
  },
  'POST /gateway-add-failed': { request: (w) => ({ body: { deviceId: w.pendingDevice } }) },
  'POST /setting/:id': { request: (w) => ({ params: { id: w.devices.door }, body: { setting: false } }) },
  'POST /setting-when-scene/:deviceId': {
    request: (w) => ({ params: { deviceId: w.devices.door }, body: { value: false } }),
  },
  'POST /dev/simulate': {
    live: true,
    request: (w) => ({ body: { deviceId: w.devices.door, event: 'open' } }),
  },

  'GET /find-gateway-by-mac/:mac': {
    request: () => ({ params: { mac: 'AA:BB:CC:DD:EE:FF' } }),
    member: 'allow',
    noResource: true,
  },
  'POST /add-x5-gateway-new-setup/:propertyId': {
    request: (w) => ({ params: { propertyId: w.cabin }, body: { mac: `AA:BB:CC:DD:EE:${hexByte()}` } }),
  },
  'POST /gateway/:propertyId': { request: (w) => ({ params: { propertyId: w.cabin }, body: {} }) },
  'GET /was-added/:propertyId': { request: (w) => ({ params: { propertyId: w.home } }), member: 'allow' },
  'GET /user-data/restart-gateway/:propertyId': {
    live: true,
    request: (w) => ({ params: { propertyId: w.home } }),
  },
  'DELETE /gateway/:propertyId': { request: (w) => ({ params: { propertyId: w.home } }) },
  'POST /landlord/gateway/:apartmentId': {
    request: (w) => ({ params: { apartmentId: w.bareApartment }, body: {} }),
    rightful: 'landlord',
  },
  'GET /landlord/gateway/reset/:id': {
    request: (w) => ({ params: { id: w.apartmentGateway } }),
    rightful: 'landlord',
  },

  // Smart locks (issue 7); the key-link calls prove in key-link.routes.test.ts that a link reaches its own lock only.
  'GET /property-devices/get-smart-lock-details/:token': PUBLIC,
  'POST /property-devices/unlock-smart-lock/:token': PUBLIC,
  'POST /property-devices/lock-smart-lock/:token': PUBLIC,
  'POST /control-smart-lock/:propertyId': {
    live: true,
    request: (w) => control(w, 'lock', { switchgear: 'lock' }),
  },
  'GET /get-lock-features/:propertyId/:ieee': { request: (w) => ({ params: lockOf(w) }) },
  'POST /save-lock-features': {
    request: (w) => ({ body: { ieee: w.ieees.lock, autoLockEnabled: true, selectedAutoLockDelay: 3 } }),
  },
  'POST /smart-lock-change-notification/:propertyId/:ieee': {
    request: (w) => ({ params: lockOf(w), body: { id: w.keyId, notification: false } }),
  },
  'GET /list-smart-lock-keys/:propertyId/:ieee': { request: (w) => ({ params: lockOf(w) }) },
  'GET /list-active-smart-lock-keys/:propertyId/:ieee': { request: (w) => ({ params: lockOf(w) }) },
  'POST /create-smart-lock-key/:propertyId': {
    request: (w) => ({
      params: { propertyId: w.home },
      body: { ...GUEST_KEY, ieee: w.ieees.lock, userId: null },
    }),
  },
  'POST /update-smart-lock-key/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: { ...GUEST_KEY, id: w.keyId } }),
  },
  'POST /reinvite-smart-lock-key/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: { id: w.keyId } }),
  },
  'POST /delete-smart-lock-key/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: { id: w.keyId } }),
  },
  'GET /get-smart-lock-key-details/:id': { request: (w) => ({ params: { id: w.keyId } }) },
  'GET /get-smart-lock-key-logs/:ieee/:logCount': {
    request: (w) => ({ params: { ieee: w.ieees.lock, logCount: '0' } }),
  },
  'GET /get-smart-lock-keys/:id': { request: (_w, me) => ({ params: { id: me.id } }), member: 'allow' },
  // Rooms, scenes, automations and the alarm (issue 5).
  'POST /property-rooms/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: room('Office') }),
  },
  'PUT /property-rooms/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: { roomId: w.roomId, ...room('Entrance') } }),
  },
  'DELETE /property-rooms/:id': { request: (w) => ({ params: { id: w.emptyRoomId } }) },
  'GET /property-scenes/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home } }),
    member: 'allow',
  },
  'POST /property-scenes/:propertyId': {
    request: (w) => ({
      params: { propertyId: w.home },
      body: { sceneName: 'Dinner', scenePicture: 'dinner' },
    }),
  },
  'PUT /property-scenes/:propertyId': {
    request: (w, me) => ({ params: { propertyId: w.home }, body: { sceneId: w.sceneId, userId: me.id } }),
  },
  'PUT /change-scene-name/:id': {
    request: (w) => ({ params: { id: w.sceneId }, body: { newSceneName: 'Cinema' } }),
  },
  'PUT /change-scene-picture/:id': {
    request: (w) => ({ params: { id: w.sceneId }, body: { newScenePicture: 'party' } }),
  },
  'POST /add-device-to-scene/:propertyId': {
    request: (w) => sceneDevice(w, { switchgear: 'on', lightLevel: 120 }),
  },
  'POST /update-device-on-off/:propertyId': {
    request: (w) => sceneDevice(w, { switchgear: 'off', activeInScene: false }),
  },
  'POST /remove-device-from-scene/:propertyId': { request: (w) => sceneDevice(w, {}) },
  'POST /scene-security/:id': {
    request: (w) => ({
      params: { id: w.sceneId },
      body: { securitySetting: 'Armed', sceneSecurityObject: { sensorIds: [w.devices.door] } },
    }),
  },
  'POST /update-security/:id': { request: (w) => ({ params: { id: w.sceneId }, body: { alarm: true } }) },
  'POST /delete-scene/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: { sceneId: w.sceneId } }),
  },
  'GET /property-security/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home } }),
    member: 'allow',
  },
  'PUT /property-security/:propertyId': {
    request: (w, me) => ({ params: { propertyId: w.home }, body: { alarmSetting: 'Armed', userId: me.id } }),
  },
  'GET /property-security/get-open-sensors/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home } }),
    member: 'allow',
  },
  'POST /user-data/reset-open-sensors/:propertyId': { request: (w) => ({ params: { propertyId: w.home } }) },
  'GET /property-automation/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home } }),
    member: 'allow',
  },
  'POST /property-automation/:propertyId': {
    request: (w) => ({ params: { propertyId: w.home }, body: automationOf(w.devices) }),
  },
  'PUT /property-automation/:id': {
    request: (w) => ({ params: { id: w.automationId }, body: automationOf(w.devices) }),
  },
  'POST /update-active-inactive/:id': {
    request: (w) => ({ params: { id: w.automationId }, body: { active: false } }),
  },
  'DELETE /remove-automation/:id': { request: (w) => ({ params: { id: w.automationId } }) },
  'GET /automation-runs/:id': { request: (w) => ({ params: { id: w.automationId } }), member: 'allow' },
  // Fire and water leak (issue 6).
  'GET /check-action-required-waterleak-fire/:userId': { request: self, member: 'allow' },
  'POST /submit-waterleak-fire-reason/:id/:userId': {
    request: (w, me) => ({ params: { id: w.hazardId, userId: me.id }, body: { realAlarm: false } }),
    member: 'allow',
  },
  'GET /landlord/landlords/:landlordId': {
    request: (_w, me) => ({ params: { landlordId: me.id } }),
    rightful: 'landlord',
  },
  'POST /landlord/get-more-landlord-notifications/:landlordId': {
    request: (_w, me) => ({ params: { landlordId: me.id }, body: { dateFrom: new Date().toISOString() } }),
    rightful: 'landlord',
  },
  'POST /landlord/resolve-notification/:id': {
    request: (w) => ({ params: { id: w.landlordNotificationId }, body: { resolvedBy: 'L' } }),
    rightful: 'landlord',
  },
  'GET /landlord/get-apartment-waterleak-fire-reason/:id': {
    request: (w) => ({ params: { id: w.apartment } }),
    rightful: 'landlord',
  },
  // Landlord alarm settings (issue 6).
  'GET /landlord/alarm-settings/:userId': { request: self, rightful: 'landlord' },
  'POST /landlord/notification-delays/:userId': {
    request: selfWith({ type: 'fireNotificationDelay', value: 60 }),
    rightful: 'landlord',
  },
  'POST /landlord/setting-variables/:landlordId': {
    request: (w) => ({
      params: { landlordId: w.landlord.id },
      body: { type: 'climateWarningDelayDays', value: 3 },
    }),
    rightful: 'landlord',
  },
  'POST /landlord/climate-warnings/:landlordId': {
    request: (w) => ({ params: { landlordId: w.landlord.id }, body: { dateFrom: 0 } }),
    rightful: 'landlord',
  },

  // Notifications and push (issue 6): one's own notifications and devices.
  'POST /notifications/:propertyId': {
    request: (w, me) => ({
      params: { propertyId: w.home },
      body: {
        notificationToken: JSON.stringify({
          endpoint: `https://push.example/${me.id}`,
          keys: { p256dh: 'BKey', auth: 'auth' },
        }),
        appUserId: me.id,
        role: 'Home Owner',
      },
    }),
    member: 'allow',
  },
  'GET /push/public-key': { request: () => ({}), member: 'allow', noResource: true },
  'GET /gradual-load/:userId/:propertyId/:skip': {
    request: (w, me) => ({ params: { userId: me.id, propertyId: w.home, skip: '0' } }),
    member: 'allow',
  },
  'PUT /notifications/:userId/:propertyId': {
    request: (w, me) => ({ params: { userId: me.id, propertyId: w.home } }),
    member: 'allow',
  },
  'DELETE /remove-all-new/:userId/:propertyId': {
    request: (w, me) => ({ params: { userId: me.id, propertyId: w.home } }),
    member: 'allow',
  },
  'DELETE /remove-one-new/:userId/:id': {
    request: (w, me) => ({ params: { userId: me.id, id: w.notificationOf[me.id]! } }),
    member: 'allow',
  },
  'DELETE /notifications/:id': {
    request: (w, me) => ({ params: { id: w.notificationOf[me.id]! } }),
    member: 'allow',
  },
};

const room = (roomName: string) => ({ roomName, roomClass: 'office', picture: 'office' });

function sceneDevice(w: World, target: object): Request {
  return {
    params: { propertyId: w.home },
    body: { sceneId: w.sceneId, deviceId: w.devices.light, ...target },
  };
}

function control(w: World, device: keyof World['devices'], body: object): Request {
  return { params: { propertyId: w.home }, body: { ...body, ieee: w.ieees[device], ep: 1 } };
}

let macs = 0;
const hexByte = () => (macs++ % 256).toString(16).padStart(2, '0').toUpperCase();

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  t = await startTestApp({ demo: true });
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has an entry for every route, and no entry without a route', () => {
    const routes = t.app.hemvakt.calls.table.map(({ def }) => `${def.method} ${def.path}`);
    expect(routes.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it('public routes are the calls the contract marks public', () => {
    for (const { def } of t.app.hemvakt.calls.table) {
      expect(MATRIX[`${def.method} ${def.path}`] === PUBLIC, `${def.method} ${def.path}`).toBe(
        def.access === 'public',
      );
    }
  });

  const send = (def: CallDef, request: Request, token?: string) => call(t, def, { ...request, token });

  it('refuses anonymous callers, unrelated users and members without the flag; serves the rightful user', async () => {
    const failures: string[] = [];
    for (const { def } of t.app.hemvakt.calls.table) {
      const key = `${def.method} ${def.path}`;
      const entry = MATRIX[key];
      if (!entry || entry === PUBLIC) continue;
      const check = (what: string, got: number, want: number) => {
        if (got !== want) failures.push(`${key}: ${what} answered ${got}, expected ${want}`);
      };
      const rightful = (w: World) => w[entry.rightful ?? 'owner'];

      const w1 = await buildWorld();
      check('anonymous', (await send(def, entry.request(w1, rightful(w1)))).status, 401);
      if (!entry.noResource) {
        check(
          "a stranger with the rightful user's ids",
          (await send(def, entry.request(w1, rightful(w1)), w1.stranger.token)).status,
          403,
        );
      }
      if (entry.rightful !== 'member') {
        const w2 = await buildWorld();
        const res = await send(def, entry.request(w2, w2.member), w2.member.token);
        check('a House Member without flags', res.status, entry.member === 'allow' ? 200 : 403);
      }
      const w3 = await buildWorld(entry.live);
      check(
        'the rightful user',
        (await send(def, entry.request(w3, rightful(w3)), rightful(w3).token)).status,
        200,
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
