// A key was used and its owner asked to hear of it (spec 002 §3 sendNotification): the live
// 'notification' message shows a toast and refreshes the lock's keys (their uses changed). Push
// notifications join with the notifications issue.
import type { QueryClient } from '@tanstack/react-query';
import { KeyUsedNotificationSchema } from '@hemvakt/contract/locks';
import type { LiveMessage } from '@hemvakt/contract/live';
import { LOCK_KEYS_KEY } from '../api/locks';
import { i18n } from '../i18n/i18n';

export function applyKeyUseMessage(queryClient: QueryClient, message: LiveMessage): boolean {
  if (message.type !== 'notification') return false;
  const parsed = KeyUsedNotificationSchema.safeParse(message.data);
  if (!parsed.success) return false;
  const { keyName, deviceName, switchgear } = parsed.data;
  void queryClient.invalidateQueries({ queryKey: [LOCK_KEYS_KEY] });
  const text = i18n.t('locks.keyUsed', {
    key: keyName,
    door: deviceName,
    action: i18n.t(switchgear === 'unlock' ? 'locks.keyUsedUnlock' : 'locks.keyUsedLock'),
  });
  // The toast's code loads with it, not with the app shell.
  void import('../components/notify').then(({ toast }) => toast(text, 'success', 4000));
  return true;
}
