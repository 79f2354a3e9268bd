// Activating a scene from anywhere: a toast when done, the open doors and windows when it armed the
// alarm, and the server's reason in an alert when it failed.
import { useTranslation } from 'react-i18next';
import type { Scene } from '@hemvakt/contract/scenes';
import { useActivateScene } from '../../api/scenes';
import { errorText } from '../../i18n/error-text';
import { useSession } from '../../lib/session';
import { presentAlert } from '../ionic/overlays';
import { toast } from '../notify';
import { sceneName } from './scene-look';

export function useSceneActivation(propertyId: string) {
  const { t } = useTranslation();
  const userId = useSession()?.userId ?? '';
  const activate = useActivateScene(propertyId, userId);
  const run = (scene: Scene) =>
    activate.mutate(scene.id, {
      onSuccess: ({ devNames }) => {
        void toast(t('scenes.activated', { scene: sceneName(t, scene) }));
        if (devNames.length > 0) {
          void presentAlert({
            header: t('scenes.openTitle'),
            message: t('scenes.openText', { names: devNames.join(', ') }),
            buttons: [{ text: t('common.ok'), role: 'cancel' }],
          });
        }
      },
      onError: (error) =>
        void presentAlert({
          header: t('common.failure'),
          message: errorText(t, error),
          buttons: [{ text: t('common.ok'), role: 'cancel' }],
        }),
    });
  return { run, pendingId: activate.isPending ? activate.variables : undefined };
}
