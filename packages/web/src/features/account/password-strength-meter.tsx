// Five-step meter of a password's zxcvbn score, with its word ('Weak' … 'Very strong').
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_SCORE } from './password-score-limits';

export function PasswordStrengthMeter({ score }: { score: number | null }) {
  const { t } = useTranslation();
  const level = score ?? -1;
  const label =
    score === null ? t('profile.strength.none') : t(`profile.strength.s${score as 0 | 1 | 2 | 3 | 4}`);
  const tone = score === null ? 'none' : score >= MIN_PASSWORD_SCORE ? 'good' : score >= 2 ? 'fair' : 'weak';
  return (
    <div className={`strength strength--${tone}`} data-testid="password-strength" data-score={score ?? ''}>
      <div
        className="strength__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={Math.max(level, 0)}
        aria-valuetext={label}
        aria-label={t('profile.strength.label')}
      >
        {[0, 1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= level ? 'is-on' : undefined} />
        ))}
      </div>
      <span className="strength__text">
        {t('profile.strength.label')}: <strong>{label}</strong>
        {score !== null && score < MIN_PASSWORD_SCORE ? ` — ${t('profile.strength.needMore')}` : null}
      </span>
    </div>
  );
}
