// The password rule shown live under a password field (contract's passwordProblems).
import { IonIcon } from '@ionic/react';
import { checkmarkCircle, ellipseOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { passwordProblems } from '@hemvakt/contract/auth';

const RULES = ['length', 'lower', 'upper', 'special'] as const;

export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  return (
    <div className="password-rules" id={id} aria-live="polite">
      <p className="password-rules__title">{t('password.rulesTitle')}</p>
      <ul>
        {RULES.map((rule) => {
          const met = !problems.includes(rule);
          return (
            <li key={rule} className={met ? 'is-met' : undefined} data-rule={rule} data-met={met}>
              <IonIcon icon={met ? checkmarkCircle : ellipseOutline} aria-hidden="true" />
              <span>{t(`password.${rule}`)}</span>
              <span className="visually-hidden"> — {met ? t('password.met') : t('password.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
