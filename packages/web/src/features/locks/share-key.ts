// Sharing a key link (spec 002 §2, §4 'Key creation flow'): a warning to confirm, then the Web Share API
// (the native share sheet in the app); without it, an alert that says so and offers to copy the link.
// Then the done-sharing confirmation.
import type { TFunction } from 'i18next';
import { KEY_PAGE_PATH, type SmartLockKey } from '@hemvakt/contract/locks';
import { presentAlert } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { dayName, formatShareDate } from '../../lib/locks/key-text';

export function keyLink(keyToken: string): string {
  return `${window.location.origin}${KEY_PAGE_PATH}/${keyToken}`;
}

/** What the guest reads with the link: the door and when the key works. */
export function shareText(t: TFunction, key: SmartLockKey, language: 'en' | 'sv'): string {
  let when: string = t('keys.whenAlways');
  if (key.accessType === 'temporary' && key.startDate && key.endDate) {
    when = t('keys.whenTemporary', {
      from: formatShareDate(key.startDate, language),
      to: formatShareDate(key.endDate, language),
    });
  } else if (key.accessType === 'recurring') {
    when = t('keys.whenRecurring', {
      days: key.appliedDays.map((day) => dayName(day, language)).join(', '),
      from: key.startTime ?? '',
      to: key.endTime ?? '',
    });
  }
  if (key.limitUses && key.numOfUses && key.limitTerm) {
    const term = { daily: t('keys.termDaily'), weekly: t('keys.termWeekly'), monthly: t('keys.termMonthly') };
    when = `${when}, ${t('keys.usesText', { count: key.numOfUses, term: term[key.limitTerm] })}`;
  }
  return t('keys.shareText', { door: key.keyName, when });
}

function ask(options: Parameters<typeof presentAlert>[0]): Promise<string | undefined> {
  return presentAlert(options)
    .then((alert) => alert.onDidDismiss())
    .then((result) => result.role);
}

/** Shares the link; answers whether it went out (shared or copied), so the done-sharing screen shows. */
export async function shareKeyLink(
  t: TFunction,
  key: SmartLockKey,
  keyToken: string,
  language: 'en' | 'sv',
): Promise<boolean> {
  const confirmed = await ask({
    message: t('keys.shareConfirm'),
    buttons: [
      { text: t('keys.shareNo'), role: 'cancel' },
      { text: t('keys.shareYes'), role: 'confirm' },
    ],
  });
  if (confirmed !== 'confirm') return false;
  const url = keyLink(keyToken);
  const text = shareText(t, key, language);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t('keys.shareTitle', { door: key.keyName }), text, url });
      return true;
    } catch {
      return false; // the person closed the share sheet
    }
  }
  const choice = await ask({
    header: t('keys.shareUnavailable'),
    message: `${t('keys.copyHint')} ${url}`,
    cssClass: 'share-fallback-alert',
    buttons: [
      { text: t('keys.dismiss'), role: 'cancel' },
      { text: t('keys.copy'), role: 'copy' },
    ],
  });
  if (choice !== 'copy') return false;
  try {
    await navigator.clipboard.writeText(`${text} ${url}`);
    void toast(t('keys.copied'));
  } catch {
    // No clipboard access: the link was shown in the alert.
  }
  return true;
}

/** The done-sharing confirmation (spec 002 §2). */
export async function showDoneSharing(t: TFunction): Promise<void> {
  await ask({
    header: t('keys.doneTitle'),
    message: t('keys.done'),
    cssClass: 'done-sharing-alert',
    buttons: [{ text: t('keys.okey'), role: 'confirm' }],
  });
}
