// Changing the app language while logged in: the app switches at once and the server stores it for the
// account (so it follows the user to other devices and into mails); if saving fails, the app switches
// back and says so. Logged out, the choice only stays on this device.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hemvakt/contract/common';
import { patchCachedUser, saveLanguage } from '../api/account';
import { reportClientError } from '../api/app-info';
import { applyLanguage, i18n } from '../i18n/i18n';
import { getLanguage, setLanguage } from '../lib/language';
import { getSession } from '../lib/session';
import { toast, toastFailed } from './notify';

export function useChangeLanguage(): (language: Language) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) => {
      const previous = getLanguage();
      if (language === previous) return;
      setLanguage(language);
      if (!getSession()) return;
      saveLanguage(language)
        .then(async () => {
          patchCachedUser(queryClient, { language });
          // The toast speaks the new language (its catalogue may still be loading).
          await applyLanguage(language);
          void toast(i18n.t('settings.updated'));
        })
        .catch((error: unknown) => {
          reportClientError('settings', error, 'change language');
          setLanguage(previous);
          void toastFailed(t);
        });
    },
    [queryClient, t],
  );
}
