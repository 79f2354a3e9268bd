// The home's scenes (spec 001 §2 'Scenes'): each with its picture, devices, what it does to the alarm,
// Activate and Edit; and New scene.
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useScenes } from '../../api/scenes';
import { openModal } from '../../app/modals/modal-store';
import { LoadFailed } from '../../components/page-states';
import { mayActivate, sceneLook, sceneName } from '../../components/scenes/scene-look';
import { useSceneActivation } from '../../components/scenes/use-scene-activation';
import { useCurrentHome } from '../../lib/use-current-home';

export function SceneList({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const scenes = useScenes(propertyId);
  const { run, pendingId } = useSceneActivation(propertyId);
  if (scenes.isError && !scenes.data)
    return (
      <LoadFailed title={t('scenes.loadFailed')} error={scenes.error} onRetry={() => void scenes.refetch()} />
    );
  return (
    <section aria-labelledby="scenes-title">
      <div className="home-section__head">
        <h2 id="scenes-title">{t('scenes.title')}</h2>
        {home.can('userCanEditCreateScenes') ? (
          <IonButton size="small" fill="outline" onClick={() => openModal('scene')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('scenes.newScene')}
          </IonButton>
        ) : null}
      </div>
      <p className="section-intro">{t('scenes.intro')}</p>
      <ul className="scene-cards">
        {(scenes.data ?? []).map((scene) => {
          const look = sceneLook(scene.scenePicture);
          const name = sceneName(t, scene);
          const security = scene.sceneSettings.security.alarmSetting;
          return (
            <li
              key={scene.id}
              className={`scene-card${scene.active ? ' scene-card--active' : ''}`}
              data-testid="scene-card"
            >
              <span className={`room-picture tone--${look.tone}`} aria-hidden="true">
                <IonIcon icon={look.icon} />
              </span>
              <div className="scene-card__text">
                <h3 className="scene-card__name">{name}</h3>
                <p className="scene-card__meta">
                  {t('scenes.deviceCount', { count: scene.sceneSettings.devices.length })}
                  {security === 'Armed'
                    ? ` · ${t('scenes.arms')}`
                    : security === 'Disarmed'
                      ? ` · ${t('scenes.disarms')}`
                      : ''}
                </p>
                <p className="scene-card__badges">
                  {scene.active ? <span className="badge badge--ok">{t('scenes.active')}</span> : null}
                  {scene.isDefault ? <span className="badge">{t('scenes.default')}</span> : null}
                </p>
              </div>
              <div className="scene-card__actions">
                <IonButton
                  size="small"
                  disabled={scene.active || !mayActivate(scene, home.can) || pendingId !== undefined}
                  aria-label={t('scenes.activateScene', { scene: name })}
                  onClick={() => run(scene)}
                >
                  {t('scenes.activate')}
                </IonButton>
                <IonButton
                  size="small"
                  fill="outline"
                  aria-label={t('scenes.editScene', { scene: name })}
                  onClick={() => openModal('scene', { sceneId: scene.id })}
                >
                  {t('scenes.edit')}
                </IonButton>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
