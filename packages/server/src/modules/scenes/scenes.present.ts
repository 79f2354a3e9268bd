// Scene rows → the Scene entity of spec 001 §3.
import type { Scene, SceneDevice } from '@hemvakt/contract/scenes';
import type { SceneDeviceRow, SceneRow } from './scenes.repo';

function presentSceneDevice(row: SceneDeviceRow): SceneDevice {
  return {
    id: row.device_id,
    ieee: row.ieee,
    deviceName: row.device_name,
    switchgear: row.switchgear,
    activeInScene: row.active_in_scene,
    linkages: row.linkages,
    lightLevel: row.light_level,
    colorTemp: row.color_temp,
    colorX: row.color_x,
    colorY: row.color_y,
  };
}

export function presentScene(row: SceneRow, devices: SceneDeviceRow[], activeId: string | null): Scene {
  return {
    id: row.id,
    propertyId: row.property_id,
    kind: row.kind,
    sceneName: row.scene_name,
    scenePicture: row.scene_picture,
    isDefault: row.is_default,
    active: row.id === activeId,
    alarm: row.alarm_setting === 'Armed',
    sceneSettings: {
      devices: devices.filter((d) => d.scene_id === row.id).map(presentSceneDevice),
      security: { alarmSetting: row.alarm_setting, sensorIds: row.sensor_ids },
    },
  };
}
