// Compares the server's app version with this build's (spec 000 §4.1); a different one offers a reload.
import type { TFunction } from 'i18next';
import { APP_VERSION } from '@hemvakt/contract/app-info';
import { fetchAppVersion } from '../api/app-info';
import { presentToast } from '../components/ionic/overlays';

let offered = false;

export async function checkVersion(t: TFunction): Promise<void> {
  if (offered) return;
  let version: string;
  try {
    ({ version } = await fetchAppVersion());
  } catch {
    return;
  }
  if (version === APP_VERSION || offered) return;
  offered = true;
  await presentToast({
    message: t('version.newVersion'),
    position: 'bottom',
    color: 'dark',
    buttons: [
      { text: t('version.reload'), handler: () => window.location.reload() },
      { text: t('common.close'), role: 'cancel' },
    ],
  });
}
