// Scenes (spec 001 §2, §3 'Scene', §4, §5, §7 'Scenes'). Every home has Home (the default scene, which
// cannot be removed) and Away; one scene is active. A scene holds target states of lights, plugs,
// switches and curtains, and a security setting that activation applies (arm, disarm, or leave it).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';
import {
  COLOR_MAX,
  COLOR_TEMP_MAX,
  COLOR_TEMP_MIN,
  LIGHT_LEVEL_MAX,
  LIGHT_LEVEL_MIN,
  type DeviceKind,
} from './device-catalogue';
import { LinkageSchema } from './devices';

export const SCENE_NAME_MAX = 30;
export const SCENE_KINDS = ['home', 'away', 'custom'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
/** The names Home and Away are created with (the app shows them in the reader's language). */
export const BUILT_IN_SCENE_NAMES: Record<Exclude<SceneKind, 'custom'>, string> = {
  home: 'Home',
  away: 'Away',
};

export const SCENE_PICTURES = [
  'home',
  'away',
  'night',
  'morning',
  'movie',
  'dinner',
  'party',
  'relax',
  'vacation',
  'work',
] as const;
export type ScenePicture = (typeof SCENE_PICTURES)[number];

/** Device kinds a scene can set (locks and sirens have their own safety rules). */
export const SCENE_DEVICE_KINDS: readonly DeviceKind[] = ['light', 'plug', 'switch', 'curtain'];

export const SCENE_SECURITY_SETTINGS = ['Armed', 'Disarmed', 'Unchanged'] as const;
export const SceneSecuritySettingSchema = z.enum(SCENE_SECURITY_SETTINGS);
export type SceneSecuritySetting = z.infer<typeof SceneSecuritySettingSchema>;

export const SceneNameSchema = z
  .string()
  .trim()
  .min(1, 'Scene name is required')
  .max(SCENE_NAME_MAX, `At most ${SCENE_NAME_MAX} characters`);

/** What a scene (or an automation) sets a device to. Light fields are for lights switched on. */
export const DeviceTargetSchema = z.strictObject({
  switchgear: z.enum(['on', 'off', 'open', 'close']),
  lightLevel: z.number().int().min(LIGHT_LEVEL_MIN).max(LIGHT_LEVEL_MAX).nullable().optional(),
  colorTemp: z.number().int().min(COLOR_TEMP_MIN).max(COLOR_TEMP_MAX).nullable().optional(),
  colorX: z.number().int().min(0).max(COLOR_MAX).nullable().optional(),
  colorY: z.number().int().min(0).max(COLOR_MAX).nullable().optional(),
});
export type DeviceTarget = z.infer<typeof DeviceTargetSchema>;

/** The switchgear values a device kind takes. */
export function switchgearsOf(kind: DeviceKind | undefined): readonly DeviceTarget['switchgear'][] {
  return kind === 'curtain' ? ['open', 'close'] : ['on', 'off'];
}

/** A target fits a device kind: curtains open or close, the rest switch on or off, only lights dim. */
export function targetFits(kind: DeviceKind | undefined, target: DeviceTarget): boolean {
  if (!kind || !SCENE_DEVICE_KINDS.includes(kind)) return false;
  if (!switchgearsOf(kind).includes(target.switchgear)) return false;
  const lightFields = [target.lightLevel, target.colorTemp, target.colorX, target.colorY];
  return kind === 'light' || lightFields.every((v) => v === null || v === undefined);
}

/** Scene device (spec 001 §3): the device's id and ieee with its target state. */
export const SceneDeviceSchema = z.object({
  id: IdSchema,
  ieee: z.string().nullable(),
  deviceName: z.string(),
  switchgear: z.string(),
  /** Whether the device's linked bulbs follow it in this scene (spec 001 §4 'Scene linkage'). */
  activeInScene: z.boolean(),
  linkages: z.array(LinkageSchema),
  lightLevel: z.number().nullable(),
  colorTemp: z.number().nullable(),
  colorX: z.number().nullable(),
  colorY: z.number().nullable(),
});
export type SceneDevice = z.infer<typeof SceneDeviceSchema>;

export const SceneSecuritySchema = z.object({
  alarmSetting: SceneSecuritySettingSchema,
  /** The sensors the alarm watches when this scene arms it; null watches every security sensor. */
  sensorIds: z.array(IdSchema).nullable(),
});
export type SceneSecurity = z.infer<typeof SceneSecuritySchema>;

export const SceneSchema = z.object({
  id: IdSchema,
  propertyId: IdSchema,
  kind: z.enum(SCENE_KINDS),
  sceneName: z.string(),
  scenePicture: z.string(),
  /** The default scene (Home): cannot be removed. */
  isDefault: z.boolean(),
  /** The home's active scene: cannot be removed. */
  active: z.boolean(),
  /** Activation arms the alarm. */
  alarm: z.boolean(),
  sceneSettings: z.object({ devices: z.array(SceneDeviceSchema), security: SceneSecuritySchema }),
});
export type Scene = z.infer<typeof SceneSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });
const IdParams = z.object({ id: IdSchema });
const SceneDeviceBody = { sceneId: IdSchema, deviceId: IdSchema };

export const listScenes = defineCall({
  method: 'GET',
  path: '/property-scenes/:propertyId',
  access: 'user',
  summary: 'The scenes of a home (Home and Away among them); one is active',
  params: PropertyParams,
  response: z.array(SceneSchema),
});

export const createScene = defineCall({
  method: 'POST',
  path: '/property-scenes/:propertyId',
  access: 'user',
  summary: 'Create a scene (no devices, leaves the alarm as it is)',
  params: PropertyParams,
  body: z.strictObject({ sceneName: SceneNameSchema, scenePicture: z.enum(SCENE_PICTURES) }),
  response: SceneSchema,
});

export const activateScene = defineCall({
  method: 'PUT',
  path: '/property-scenes/:propertyId',
  access: 'user',
  summary: 'Activate a scene: sets its devices through the gateway and applies its security setting',
  params: PropertyParams,
  body: z.strictObject({
    sceneId: IdSchema,
    /** The caller (spec 001 §7); another user's id is refused. */
    userId: IdSchema.optional(),
    sceneName: z.string().max(200).optional(),
  }),
  response: z.object({
    scene: SceneSchema,
    /** Security sensors that were open when the scene armed the alarm (spec 001 §4 devNames). */
    devNames: z.array(z.string()),
  }),
});

export const renameScene = defineCall({
  method: 'PUT',
  path: '/change-scene-name/:id',
  access: 'user',
  summary: 'Rename a scene',
  params: IdParams,
  body: z.strictObject({ newSceneName: SceneNameSchema }),
  response: SceneSchema,
});

export const changeScenePicture = defineCall({
  method: 'PUT',
  path: '/change-scene-picture/:id',
  access: 'user',
  summary: "Change a scene's picture",
  params: IdParams,
  body: z.strictObject({ newScenePicture: z.enum(SCENE_PICTURES) }),
  response: SceneSchema,
});

const TargetFields = DeviceTargetSchema.extend({ activeInScene: z.boolean().optional() });

export const addDeviceToScene = defineCall({
  method: 'POST',
  path: '/add-device-to-scene/:propertyId',
  access: 'user',
  summary: 'Add a light, plug, switch or curtain to a scene with its target state',
  params: PropertyParams,
  body: TargetFields.extend(SceneDeviceBody),
  response: SceneSchema,
});

export const updateSceneDevice = defineCall({
  method: 'POST',
  path: '/update-device-on-off/:propertyId',
  access: 'user',
  summary: "Change a scene device's target state or its linkage (activeInScene)",
  params: PropertyParams,
  body: TargetFields.extend(SceneDeviceBody),
  response: SceneSchema,
});

export const removeDeviceFromScene = defineCall({
  method: 'POST',
  path: '/remove-device-from-scene/:propertyId',
  access: 'user',
  summary: 'Take a device out of a scene',
  params: PropertyParams,
  body: z.strictObject(SceneDeviceBody),
  response: SceneSchema,
});

export const setSceneSecurity = defineCall({
  method: 'POST',
  path: '/scene-security/:id',
  access: 'user',
  summary: "A scene's security setting: arm (watching some or all sensors), disarm, or leave it",
  params: IdParams,
  body: z.strictObject({
    securitySetting: SceneSecuritySettingSchema,
    sceneSecurityObject: z.strictObject({ sensorIds: z.array(IdSchema).min(1).max(200).nullable() }),
  }),
  response: SceneSchema,
});

export const updateSceneAlarm = defineCall({
  method: 'POST',
  path: '/update-security/:id',
  access: 'user',
  summary: "A scene's alarm switch: on arms the alarm when the scene is activated, off disarms it",
  params: IdParams,
  body: z.strictObject({ alarm: z.boolean() }),
  response: SceneSchema,
});

export const deleteScene = defineCall({
  method: 'POST',
  path: '/delete-scene/:propertyId',
  access: 'user',
  summary: 'Remove a scene (not the default scene, not the active one)',
  params: PropertyParams,
  body: z.strictObject({ sceneId: IdSchema }),
  response: OkSchema,
});
