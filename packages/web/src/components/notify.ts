// Short confirmations at the bottom of the screen (spec 002 §8: settings toasts, 1 s).
import type { TFunction } from 'i18next';
import { TOAST_DURATION_MS } from '@hemvakt/contract/account';
import { presentToast } from './ionic/overlays';

export function toast(message: string, tone: 'success' | 'danger' = 'success', duration = TOAST_DURATION_MS) {
  return presentToast({
    message,
    duration,
    position: 'bottom',
    color: tone,
    cssClass: `app-toast app-toast--${tone}`,
    swipeGesture: 'vertical',
  }).catch(() => undefined);
}

/** 'Updated successfully'. */
export function toastUpdated(t: TFunction) {
  return toast(t('settings.updated'), 'success');
}

/** 'Something has failed please try that again'. */
export function toastFailed(t: TFunction) {
  return toast(t('settings.failed'), 'danger');
}
