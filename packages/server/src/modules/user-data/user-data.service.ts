// Builds the user-data answer for one property. Later issues fill cameras.
import type { User, UserData } from '@hemvakt/contract/user-data';
import { NOTIFICATION_HISTORY_MS } from '@hemvakt/contract/notifications';
import type { Db } from '../../db/db';
import type { HomeRuntime } from '../../home/home-runtime';
import { homeWeather } from '../../integrations/weather/home-weather';
import * as notifications from '../notifications/notifications.repo';
import { presentNotification } from '../notifications/notifications.present';
import * as security from '../security/security.repo';
import { notFound } from '../../lib/errors';
import * as users from '../accounts/users.repo';
import * as properties from '../properties/properties.repo';
import * as rooms from '../rooms/rooms.repo';
import * as geofences from '../geofence/geofence.repo';
import * as members from '../members/members.repo';
import { presentProperty } from '../properties/properties.present';
import { presentRoom, presentUser } from './user-data.present';
import { visibleDevices } from '../devices/devices.present';
import { alarmSettings } from '../landlord-settings/landlord-settings.service';

export async function buildUserData(
  { db, home }: { db: Db; home: HomeRuntime },
  userId: string,
  propertyId: string,
): Promise<UserData> {
  const user = await users.findById(db, userId);
  if (!user) throw notFound('USER_NOT_FOUND');
  const property = await properties.findById(db, propertyId);
  const [memberships, owned, propertyRooms, fences, devices, propertyDevices, scenes, alarm, inbox, people] =
    await Promise.all([
      properties.listMembershipsOfUser(db, userId),
      properties.listOfMember(db, userId),
      rooms.listByProperty(db, propertyId),
      geofences.listByUser(db, userId),
      members.deviceAccess(db, propertyId, userId),
      visibleDevices(db, propertyId, userId),
      home.scenes.list(propertyId),
      security.find(db, propertyId),
      notifications.listRecent(db, userId, NOTIFICATION_HISTORY_MS),
      members.listOfProperty(db, propertyId),
    ]);
  const settings = await alarmSettings({ db }, userId);
  const devicesHere = new Map([[propertyId, devices.get(userId) ?? []]]);
  const weather = property ? await homeWeather(home.weather, property, home.clock.now()) : null;
  const timeZone = property?.time_zone ?? 'Europe/Stockholm';
  return [
    {
      ...presentUser(user, memberships, fences, settings, devicesHere),
      openSensorsFoundByAutomation: alarm.open_sensors_found_by_automation,
    },
    owned.map(presentProperty),
    scenes,
    propertyRooms.map(presentRoom),
    propertyDevices,
    inbox.map((n) => presentNotification(n, timeZone)),
    weather,
    people.map((p) => ({ id: p.user_id, name: p.name, role: p.role, active: p.active })),
    [],
  ];
}

/** The user entity alone (userData[0]). */
export async function currentUser(db: Db, userId: string): Promise<User> {
  const user = await users.findById(db, userId);
  if (!user) throw notFound('USER_NOT_FOUND');
  const [memberships, fences, settings] = await Promise.all([
    properties.listMembershipsOfUser(db, userId),
    geofences.listByUser(db, userId),
    alarmSettings({ db }, userId),
  ]);
  return presentUser(user, memberships, fences, settings);
}
