// Rows → the user-data answer's entities. Nothing else leaves the server.
import type { Address, PropertyPermission, Room, User } from '@hemvakt/contract/user-data';
import { PERMISSION_FLAGS, type PermissionFlag } from '@hemvakt/contract/user-data';
import type { DeviceAccess } from '@hemvakt/contract/members';
import type { LandlordAlarmSettings } from '@hemvakt/contract/landlord-settings';
import type { UserRow } from '../accounts/users.repo';
import type { RoomRow } from '../rooms/rooms.repo';
import { flagColumn, type MemberRow } from '../properties/properties.repo';
import { present as presentGeofence, type GeofenceRow } from '../geofence/geofence.repo';

export function presentPermission(member: MemberRow, devices: DeviceAccess[] = []): PropertyPermission {
  const flags = Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, Boolean(member[flagColumn(flag)])]),
  ) as Record<PermissionFlag, boolean>;
  return { propertyId: member.property_id, role: member.role, ...flags, userDevices: devices };
}

export function presentUser(
  user: UserRow,
  memberships: MemberRow[],
  fences: GeofenceRow[],
  alarmSettings: LandlordAlarmSettings,
  devicesByProperty: Map<string, DeviceAccess[]> = new Map(),
): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profileImage: user.profile_image,
    active: user.active,
    language: user.language,
    subscribeNewsletter: user.subscribe_newsletter,
    subscribeDealsOffers: user.subscribe_deals_offers,
    myAddress: (user.my_address as Address | null) ?? null,
    myGeoFences: fences.map(presentGeofence),
    propertyLevelPermissions: memberships.map((m) =>
      presentPermission(m, devicesByProperty.get(m.property_id)),
    ),
    pushNotificationWhenAlarm: user.push_when_alarm,
    pushWhenSceneChange: user.push_when_scene_change,
    pushWhenAlarmChange: user.push_when_alarm_change,
    openSensorsFoundByAutomation: [],
    ...alarmSettings,
  };
}

export function presentRoom(room: RoomRow): Room {
  return {
    id: room.id,
    propertyId: room.property_id,
    name: room.name,
    picture: room.picture,
    roomClass: room.room_class,
  };
}
