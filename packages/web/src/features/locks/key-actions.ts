// The action sheet of a key (spec 002 §2, §6): Edit access, Re-invite (guest keys only), Remove access
// (guest keys only, destructive, confirmed first) and Cancel; a member key offers Edit access and Cancel.
import type { TFunction } from 'i18next';
import type { SmartLockKey } from '@hemvakt/contract/locks';
import { presentActionSheet, presentAlert } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { shareKeyLink, showDoneSharing } from './share-key';

export interface KeyActionHandlers {
  edit(key: SmartLockKey): void;
  reinvite(id: string): Promise<{ key: SmartLockKey; keyToken: string }>;
  remove(id: string): Promise<unknown>;
}

export async function openKeyActions(
  t: TFunction,
  language: 'en' | 'sv',
  key: SmartLockKey,
  handlers: KeyActionHandlers,
): Promise<void> {
  const guest = key.userId === null;
  const failed = (error: unknown) => void toast(errorText(t, error), 'danger', 3000);
  const reinvite = async () => {
    try {
      const renewed = await handlers.reinvite(key.id);
      if (await shareKeyLink(t, renewed.key, renewed.keyToken, language)) await showDoneSharing(t);
    } catch (error) {
      failed(error);
    }
  };
  const remove = () =>
    void presentAlert({
      header: t('locks.removeAccess'),
      message: t('locks.removeConfirm', { name: key.userName || key.keyName }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('locks.remove'),
          role: 'destructive',
          handler: () => {
            handlers.remove(key.id).then(() => toast(t('locks.removed')), failed);
          },
        },
      ],
    });
  await presentActionSheet({
    header: t('locks.keyActions', { name: key.userName ? `${key.keyName} · ${key.userName}` : key.keyName }),
    buttons: [
      { text: t('locks.editAccess'), handler: () => handlers.edit(key) },
      ...(guest
        ? [
            { text: t('locks.reinvite'), handler: () => void reinvite() },
            { text: t('locks.removeAccess'), role: 'destructive', handler: remove },
          ]
        : []),
      { text: t('common.cancel'), role: 'cancel' },
    ],
  });
}
