// The home's scenes as a row of buttons (My Home): the active one highlighted, a tap activates one.
import { IonIcon, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { Scene } from '@hemvakt/contract/scenes';
import { mayActivate, sceneLook, sceneName } from './scene-look';
import { useSceneActivation } from './use-scene-activation';

export function SceneStrip({
  propertyId,
  scenes,
  can,
}: {
  propertyId: string;
  scenes: Scene[];
  can: Parameters<typeof mayActivate>[1];
}) {
  const { t } = useTranslation();
  const { run, pendingId } = useSceneActivation(propertyId);
  return (
    <ul className="scene-strip" aria-label={t('scenes.title')}>
      {scenes.map((scene) => {
        const look = sceneLook(scene.scenePicture);
        const name = sceneName(t, scene);
        return (
          <li key={scene.id}>
            <button
              type="button"
              className={`scene-chip${scene.active ? ' scene-chip--active' : ''}`}
              data-testid="scene-chip"
              aria-pressed={scene.active}
              aria-label={
                scene.active ? `${name}, ${t('scenes.active')}` : t('scenes.activateScene', { scene: name })
              }
              disabled={!mayActivate(scene, can) || pendingId !== undefined}
              onClick={() => run(scene)}
            >
              <span className={`scene-chip__icon tone--${look.tone}`} aria-hidden="true">
                {pendingId === scene.id ? <IonSpinner name="crescent" /> : <IonIcon icon={look.icon} />}
              </span>
              <span className="scene-chip__name">{name}</span>
              {scene.active ? <span className="scene-chip__badge">{t('scenes.active')}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
