// A failed call shown as an alert titled 'Failure' with the server's message (spec 001 §8; spec 000 §8 for
// invitations and property codes). A plain string is shown as it is.
import type { TFunction } from 'i18next';
import { presentAlert } from './ionic/overlays';
import { errorText } from '../i18n/error-text';

export function alertFailure(t: TFunction, error: unknown): void {
  void presentAlert({
    header: t('common.failure'),
    message: typeof error === 'string' ? error : errorText(t, error),
    buttons: [{ text: t('common.ok'), role: 'cancel' }],
  }).catch(() => undefined);
}
