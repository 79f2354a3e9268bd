// The user-data answer (spec 000 §3.2, §3.4, §7.2): one array, userData[0] is the user.
// Users and cameras are filled by later issues.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, LanguageSchema } from './common';
import { GeofenceSchema } from './geofence';
import { DeviceSchema } from './devices';
import { NO_ROLE, RoleSchema, type Role } from './roles';
import { SceneSchema } from './scenes';
import { NotificationSchema } from './notifications';
import { WeatherSchema } from './weather';
import { LandlordAlarmSettingsSchema } from './landlord-settings';

export const AddressSchema = z.object({
  country: z.string(),
  city: z.string(),
  street: z.string(),
  propertyNumber: z.string(),
  flatNumber: z.string(),
  postCode: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const PERMISSION_FLAGS = [
  'userHasFullAccessDevices',
  'userCanChangeScenes',
  'userCanEditCreateScenes',
  'userCanEditCreateRooms',
  'userCanChangeGeofence',
  'userCanEditCreateCameras',
  'userCanChangeAlarm',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const UserDeviceAccessSchema = z.object({
  id: IdSchema,
  canView: z.boolean(),
  canControll: z.boolean(),
  canEdit: z.boolean(),
});

/** The permission flags of spec 000 §3.3, one boolean each. */
export const PermissionFlagsShape = Object.fromEntries(
  PERMISSION_FLAGS.map((flag) => [flag, z.boolean()]),
) as Record<PermissionFlag, z.ZodBoolean>;

export const PropertyPermissionSchema = z.object({
  propertyId: IdSchema,
  role: RoleSchema,
  ...PermissionFlagsShape,
  userDevices: z.array(UserDeviceAccessSchema),
});
export type PropertyPermission = z.infer<typeof PropertyPermissionSchema>;

export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profileImage: z.string().nullable(),
  active: z.boolean(),
  language: LanguageSchema,
  subscribeNewsletter: z.boolean(),
  subscribeDealsOffers: z.boolean(),
  myAddress: AddressSchema.nullable(),
  myGeoFences: z.array(GeofenceSchema),
  propertyLevelPermissions: z.array(PropertyPermissionSchema),
  pushNotificationWhenAlarm: z.boolean(),
  pushWhenSceneChange: z.boolean(),
  pushWhenAlarmChange: z.boolean(),
  /** Sensors an automation found open when it armed the current property's alarm (spec 001 §4). */
  openSensorsFoundByAutomation: z.array(z.string()),
  /** Landlord settings held on the user (spec 000 §3.2): own delays, the team's climate variables. */
  ...LandlordAlarmSettingsSchema.shape,
});
export type User = z.infer<typeof UserSchema>;

export const PropertySchema = z.object({
  id: IdSchema,
  propertyName: z.string(),
  street: z.string(),
  city: z.string(),
  postCode: z.string(),
  country: z.string(),
  appUserIds: z.string(),
  agentId: z.string().nullable(),
  /** Set for an apartment of a landlord. */
  landlordId: z.string().nullable(),
  propertyGateway: z.object({ model: z.string() }).nullable(),
  /** The IKEA integration (spec 000 §3.4 retailer-integration flag): unlocks the wizard's IKEA category. */
  retailerIntegrationEnabled: z.boolean(),
  gatewayActive: z.boolean(),
  disconnectedAt: z.number().nullable(),
  /** The caller's own setting for this property. */
  notificationWhenGatewayDisconnects: z.boolean(),
});
export type Property = z.infer<typeof PropertySchema>;

export const RoomSchema = z.object({
  id: IdSchema,
  propertyId: IdSchema,
  name: z.string(),
  picture: z.string(),
  roomClass: z.string(),
});
export type Room = z.infer<typeof RoomSchema>;

/** A person of the property (user data's `users`): who lives there, without their rights or e-mail. */
export const PropertyUserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  role: RoleSchema,
  active: z.boolean(),
});
export type PropertyUser = z.infer<typeof PropertyUserSchema>;

export const UserDataSchema = z.tuple([
  UserSchema,
  z.array(PropertySchema),
  z.array(SceneSchema),
  z.array(RoomSchema),
  z.array(DeviceSchema),
  z.array(NotificationSchema),
  WeatherSchema.nullable(),
  z.array(PropertyUserSchema), // users
  z.array(z.unknown()), // cameras
]);
export type UserData = z.infer<typeof UserDataSchema>;

export const getUserData = defineCall({
  method: 'GET',
  path: '/user-data/:userId/:propertyId',
  access: 'user',
  summary: 'Everything the app shows for the user in one property',
  params: z.object({ userId: IdSchema, propertyId: IdSchema }),
  response: UserDataSchema,
});

/** The user's role in a property (spec 000 §4.1): from its permission entry, or 'error' when none matches. */
export function roleForProperty(user: User, propertyId: string | null): Role | typeof NO_ROLE {
  return user.propertyLevelPermissions.find((entry) => entry.propertyId === propertyId)?.role ?? NO_ROLE;
}
