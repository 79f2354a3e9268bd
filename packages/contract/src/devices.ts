// Devices (spec 001 §3, §4, §7 'Devices' and 'Notifications per device'; GATEWAY-PROTOCOL.md §4, §6).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';
import {
  COLOR_MAX,
  COLOR_TEMP_MAX,
  COLOR_TEMP_MIN,
  DEVICE_NAME_MAX,
  DeviceTypeSchema,
  LIGHT_LEVEL_MAX,
  LIGHT_LEVEL_MIN,
} from './device-catalogue';

/** zigbee2mqtt's ieee address: `0x` + 16 lower-case hex digits. */
export const IeeeSchema = z
  .string()
  .regex(/^0x[0-9a-f]{16}$/, 'Must be 0x followed by 16 hex digits')
  .transform((v) => v.toLowerCase());

export const LinkageSchema = z.object({ deviceId: IdSchema, ieee: z.string(), ep: z.number().int() });
export type Linkage = z.infer<typeof LinkageSchema>;

export const DeviceSchema = z.object({
  id: IdSchema,
  propertyId: IdSchema,
  /** Null until the device has joined. */
  ieee: z.string().nullable(),
  ep: z.number().int(),
  zigbeeModel: z.string().nullable(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  typeI: z.string(),
  deviceName: z.string(),
  /** Null means unassigned (the spec's 0). */
  propertyRoomId: IdSchema.nullable(),
  active: z.boolean(),
  status: z.string(),
  tunable: z.boolean(),
  security: z.boolean(),
  alarm: z.boolean(),
  temperatureSensor: z.boolean(),
  switchgear: z.string().nullable(),
  lightLevel: z.number().nullable(),
  colorTemp: z.number().nullable(),
  colorTempMin: z.number().nullable(),
  colorTempMax: z.number().nullable(),
  colorX: z.number().nullable(),
  colorY: z.number().nullable(),
  /** Hundredths (spec 001 §3): shown divided by 100. */
  humi: z.number().nullable(),
  temp: z.number().nullable(),
  /** 0 or null means OK; anything else asks to replace the battery. */
  battery: z.number().nullable(),
  /** Locks: ZCL half-percent units; the app halves it (spec 002 §9). */
  batteryPercentageRemain: z.number().nullable(),
  currentConsumption: z.number().nullable(),
  totalConsumption: z.number().nullable(),
  /** The caller's own per-device notification settings. */
  notification: z.boolean(),
  notificationWhenScene: z.boolean(),
  linkages: z.array(LinkageSchema),
  landlordsDevice: z.boolean(),
  /** The caller's rights on this device (spec 000 §3.3 userDevices; owners have all). */
  canControll: z.boolean(),
  canEdit: z.boolean(),
  lastSeenAt: z.number().nullable(),
});
export type Device = z.infer<typeof DeviceSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });
const IdParams = z.object({ id: IdSchema });
const DeviceIdParams = z.object({ deviceId: IdSchema });

export const DeviceNameSchema = z
  .string()
  .trim()
  .min(1, 'Device name is required')
  .max(DEVICE_NAME_MAX, `At most ${DEVICE_NAME_MAX} characters`);

/** 'hall  door' → 'Hall Door' (spec 001 §5: each word capitalised, trimmed). */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toLocaleUpperCase('sv-SE') + w.slice(1))
    .join(' ');
}

export const addDevice = defineCall({
  method: 'POST',
  path: '/add-device/:propertyId',
  access: 'user',
  summary: 'Start adding a device: opens pairing on the gateway; the outcome arrives on the live channel',
  params: PropertyParams,
  body: z.strictObject({
    typeI: DeviceTypeSchema,
    deviceName: DeviceNameSchema,
    propertyRoomId: IdSchema,
  }),
  response: DeviceSchema,
});

export const landlordAddDevice = defineCall({
  method: 'POST',
  path: '/landlord/devices/:apartmentId',
  access: 'user',
  summary: "Start adding a landlord's device to an apartment; the outcome arrives on the live channel",
  params: z.object({ apartmentId: IdSchema }),
  body: addDevice.body,
  response: DeviceSchema,
});

export const listDevices = defineCall({
  method: 'GET',
  path: '/property-devices/:propertyId',
  access: 'user',
  summary: 'The devices of a property the caller may see',
  params: PropertyParams,
  response: z.array(DeviceSchema),
});

const Target = { ieee: IeeeSchema, ep: z.number().int().min(0).max(255) };

export const LightCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('switch'), value: z.enum(['on', 'off']), ...Target }),
  z.strictObject({
    type: z.literal('level'),
    value: z.number().int().min(LIGHT_LEVEL_MIN).max(LIGHT_LEVEL_MAX),
    ...Target,
  }),
  z.strictObject({
    type: z.literal('colorTemp'),
    value: z.number().int().min(COLOR_TEMP_MIN).max(COLOR_TEMP_MAX),
    ...Target,
  }),
  z.strictObject({
    type: z.literal('color'),
    value: z.strictObject({
      colorX: z.number().int().min(0).max(COLOR_MAX),
      colorY: z.number().int().min(0).max(COLOR_MAX),
    }),
    ...Target,
  }),
]);
export type LightCommand = z.infer<typeof LightCommandSchema>;

export const lightControl = defineCall({
  method: 'POST',
  path: '/light-control/:propertyId',
  access: 'user',
  summary: 'Switch, dim, tint or colour a light (and its linked bulbs)',
  params: PropertyParams,
  body: LightCommandSchema,
  response: OkSchema,
});

export const switchControl = defineCall({
  method: 'POST',
  path: '/switch-control/:propertyId',
  access: 'user',
  summary: 'Switch a plug, relay or wall switch on or off',
  params: PropertyParams,
  body: z.strictObject({
    type: z.literal('switch').default('switch'),
    value: z.enum(['on', 'off']),
    ...Target,
  }),
  response: OkSchema,
});

export const curtainControl = defineCall({
  method: 'POST',
  path: '/curtain-control/:propertyId',
  access: 'user',
  summary: 'Open, stop or close a curtain',
  params: PropertyParams,
  body: z.strictObject({ type: z.enum(['open', 'stop', 'close']), value: z.unknown().optional(), ...Target }),
  response: OkSchema,
});

export const deviceSetting = defineCall({
  method: 'POST',
  path: '/device-setting/:propertyId',
  access: 'user',
  summary: 'Rename a device and move it to a room',
  params: PropertyParams,
  body: z.strictObject({
    deviceId: IdSchema,
    ieee: z.string().nullable().optional(),
    deviceName: DeviceNameSchema,
    deviceRoom: IdSchema.nullable(),
  }),
  response: DeviceSchema,
});

export const DeviceHistoryEntrySchema = z.object({
  createdAt: z.string(),
  status: z.string(),
  /** What changed: status, switch, Movement (an automatic reset of a motion sensor), connection. */
  type: z.string(),
  roomId: z.string().nullable(),
});
export type DeviceHistoryEntry = z.infer<typeof DeviceHistoryEntrySchema>;

export const DEVICE_HISTORY_PAGE = 50;

export const deviceHistory = defineCall({
  method: 'POST',
  path: '/device-history/:ieee',
  access: 'user',
  summary: "A device's event history, newest first",
  params: z.object({ ieee: IeeeSchema }),
  body: z.strictObject({
    type: z.string().max(64).optional(),
    offset: z.number().int().min(0).default(0),
  }),
  response: z.array(DeviceHistoryEntrySchema),
});

export const removeDevice = defineCall({
  method: 'POST',
  path: '/remove-device/:propertyId',
  access: 'user',
  summary: 'Remove a device from the gateway and the home',
  params: PropertyParams,
  body: z.strictObject({
    deviceId: IdSchema,
    ieee: z.string().nullable().optional(),
    ep: z.number().int().optional(),
  }),
  response: z.object({ ok: z.boolean(), forced: z.boolean() }),
});

export const identifyDevice = defineCall({
  method: 'GET',
  path: '/identify-device/:deviceId',
  access: 'user',
  summary: 'Make a device flash or beep for 30 s',
  params: DeviceIdParams,
  response: OkSchema,
});

export const resetSiren = defineCall({
  method: 'POST',
  path: '/reset-siren',
  access: 'user',
  summary: 'Stop a sounding siren',
  body: z.strictObject({ device: IdSchema }),
  response: OkSchema,
});

export const testSiren = defineCall({
  method: 'POST',
  path: '/test-siren',
  access: 'user',
  summary: 'Sound a siren for 60 s',
  body: z.strictObject({ device: IdSchema, testId: z.number().int().optional() }),
  response: OkSchema,
});

export const deviceLinkages = defineCall({
  method: 'POST',
  path: '/device-linkages',
  access: 'user',
  summary: 'Link or unlink a bulb to another light: commands to the parent fan out to linked bulbs',
  body: z.strictObject({
    type: z.enum(['add', 'remove']),
    deviceToLink: z.object({
      deviceId: IdSchema,
      ieee: z.string().nullable().optional(),
      ep: z.number().optional(),
    }),
    parentLinkDevice: z.object({ deviceId: IdSchema }),
  }),
  response: DeviceSchema,
});

export const gatewayAddFailed = defineCall({
  method: 'POST',
  path: '/gateway-add-failed',
  access: 'user',
  summary: 'Give up a pending device add: closes pairing and drops the pending device',
  body: z.strictObject({ deviceId: IdSchema }),
  response: OkSchema,
});

export const deviceNotificationSetting = defineCall({
  method: 'POST',
  path: '/setting/:id',
  access: 'user',
  summary: "The caller's notification for one device",
  params: IdParams,
  body: z.strictObject({ setting: z.boolean() }),
  response: OkSchema,
});

export const deviceNotificationWhenScene = defineCall({
  method: 'POST',
  path: '/setting-when-scene/:deviceId',
  access: 'user',
  summary: "The caller's notification for one device while a scene is active",
  params: DeviceIdParams,
  body: z.strictObject({ value: z.boolean() }),
  response: OkSchema,
});

/** Why an add failed (GATEWAY-PROTOCOL.md §6 step 9). */
export const ADD_FAILURE_REASONS = [
  'not_found',
  'interview_failed',
  'interview_timeout',
  'unsupported',
  'wrong_type',
  'already_added',
  'gateway_error',
  'gateway_offline',
  'cancelled',
] as const;
export type AddFailureReason = (typeof ADD_FAILURE_REASONS)[number];

/** Live payloads of device messages. */
export const DeviceAddSuccessSchema = z.object({ device: DeviceSchema });
export const DeviceAddErrorSchema = z.object({ deviceId: IdSchema, reason: z.enum(ADD_FAILURE_REASONS) });
export const DeviceChangeSchema = z.object({ deviceId: IdSchema, device: DeviceSchema });
