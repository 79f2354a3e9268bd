// How a scene looks (its picture's icon and colour), and its name in the reader's language: Home and Away
// keep the names they were created with unless renamed.
import type { TFunction } from 'i18next';
import {
  airplaneOutline,
  briefcaseOutline,
  cafeOutline,
  carSportOutline,
  filmOutline,
  homeOutline,
  moonOutline,
  musicalNotesOutline,
  restaurantOutline,
  sunnyOutline,
} from 'ionicons/icons';
import { BUILT_IN_SCENE_NAMES, type Scene, type ScenePicture } from '@hemvakt/contract/scenes';

export const SCENE_LOOKS: Record<ScenePicture, { icon: string; tone: string }> = {
  home: { icon: homeOutline, tone: 'teal' },
  away: { icon: carSportOutline, tone: 'slate' },
  night: { icon: moonOutline, tone: 'lilac' },
  morning: { icon: sunnyOutline, tone: 'amber' },
  movie: { icon: filmOutline, tone: 'rose' },
  dinner: { icon: restaurantOutline, tone: 'amber' },
  party: { icon: musicalNotesOutline, tone: 'rose' },
  relax: { icon: cafeOutline, tone: 'sand' },
  vacation: { icon: airplaneOutline, tone: 'sky' },
  work: { icon: briefcaseOutline, tone: 'slate' },
};

export function sceneLook(picture: string) {
  return SCENE_LOOKS[picture as ScenePicture] ?? SCENE_LOOKS.home;
}

export function sceneName(t: TFunction, scene: Pick<Scene, 'kind' | 'sceneName'>): string {
  if (scene.kind !== 'custom' && scene.sceneName === BUILT_IN_SCENE_NAMES[scene.kind])
    return t(`scenes.builtIn.${scene.kind}`);
  return scene.sceneName;
}

/** Activating a scene that arms or disarms also needs the alarm right (the server checks the same). */
export function mayActivate(
  scene: Pick<Scene, 'sceneSettings'>,
  can: (flag: 'userCanChangeScenes' | 'userCanChangeAlarm') => boolean,
): boolean {
  return (
    can('userCanChangeScenes') &&
    (scene.sceneSettings.security.alarmSetting === 'Unchanged' || can('userCanChangeAlarm'))
  );
}
