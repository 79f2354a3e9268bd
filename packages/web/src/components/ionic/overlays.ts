// Alerts and toasts through Ionic's controllers, for lazily loaded code: like useIonAlert /
// useIonToast, but the alert and toast components load with the code that shows them.
import {
  actionSheetController,
  alertController,
  toastController,
  type ActionSheetOptions,
  type AlertOptions,
  type ToastOptions,
} from '@ionic/core/components';
import { defineCustomElement as defineActionSheet } from '@ionic/core/components/ion-action-sheet.js';
import { defineCustomElement as defineAlert } from '@ionic/core/components/ion-alert.js';
import { defineCustomElement as defineToast } from '@ionic/core/components/ion-toast.js';

export async function presentAlert(options: AlertOptions): Promise<HTMLIonAlertElement> {
  defineAlert();
  const alert = await alertController.create(options);
  await alert.present();
  return alert;
}

export async function presentToast(options: ToastOptions): Promise<HTMLIonToastElement> {
  defineToast();
  const toast = await toastController.create(options);
  await toast.present();
  return toast;
}

export async function presentActionSheet(options: ActionSheetOptions): Promise<HTMLIonActionSheetElement> {
  defineActionSheet();
  const sheet = await actionSheetController.create(options);
  await sheet.present();
  return sheet;
}

/**
 * Asks before something is destroyed; true when confirmed. It resolves once the alert has gone, so a modal
 * that closes next does not dismiss together with it (Ionic would leave the page hidden from assistive
 * technology when two overlays dismiss at once).
 */
export async function confirmDestructive(options: {
  header: string;
  message: string;
  confirm: string;
  cancel: string;
}): Promise<boolean> {
  const alert = await presentAlert({
    header: options.header,
    message: options.message,
    buttons: [
      { text: options.cancel, role: 'cancel' },
      { text: options.confirm, role: 'destructive' },
    ],
  });
  const { role } = await alert.onDidDismiss();
  return role === 'destructive';
}
