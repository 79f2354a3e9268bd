// Warns early (on blur) that an e-mail address already has an account.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '@hemvakt/contract/common';
import { fetchEmailExists } from '../../api/auth';

export function useEmailExistsWarning(onWarning: (message: string | undefined) => void) {
  const { t } = useTranslation();
  return useCallback(
    (email: string) => {
      const trimmed = email.trim();
      if (!trimmed) return;
      if (!EmailSchema.safeParse(trimmed).success) {
        onWarning(t('validation.invalidEmail'));
        return;
      }
      fetchEmailExists(trimmed)
        .then(({ exists }) =>
          onWarning(exists ? `${t('signup.emailExists')} ${t('errors.EMAIL_TAKEN')}` : undefined),
        )
        .catch(() => undefined);
    },
    [onWarning, t],
  );
}
