// The alarm mode (spec 001 §2 Security page): Armed or Disarmed, since when and by whom, and the button
// that changes it for members who may.
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { shieldCheckmarkOutline, shieldOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { AlarmSetting, SecurityState } from '@hemvakt/contract/security';
import { FormAlert } from '../../components/form-alert';
import { formatDateTime } from '../../lib/format-date';

interface SecurityModeCardProps {
  security: SecurityState;
  canChange: boolean;
  pending: boolean;
  onChange: (setting: AlarmSetting) => void;
}

export function SecurityModeCard({ security, canChange, pending, onChange }: SecurityModeCardProps) {
  const { t } = useTranslation();
  const armed = security.alarmSetting === 'Armed';
  const watched = security.watchedSensorIds;
  return (
    <section
      className={`security-mode ${armed ? 'security-mode--armed' : 'security-mode--disarmed'}`}
      aria-labelledby="security-mode"
      data-testid="security-mode"
    >
      <span className="security-mode__icon" aria-hidden="true">
        <IonIcon icon={armed ? shieldCheckmarkOutline : shieldOutline} />
      </span>
      <div className="security-mode__text">
        <p className="security-mode__label">{t('security.modeLabel')}</p>
        <h1 id="security-mode" className="security-mode__title">
          {armed ? t('security.armed') : t('security.disarmed')}
        </h1>
        <p className="security-mode__hint">
          {armed && watched
            ? t('security.watchingSome', { count: watched.length })
            : armed
              ? t('security.armedText')
              : t('security.disarmedText')}
        </p>
        {security.changedAt && security.changedBy ? (
          <p className="security-mode__since">
            {t('security.since', { time: formatDateTime(security.changedAt), name: security.changedBy })}
          </p>
        ) : null}
      </div>
      <div className="security-mode__action">
        <IonButton
          color={armed ? 'light' : 'primary'}
          disabled={!canChange || pending}
          onClick={() => onChange(armed ? 'Disarmed' : 'Armed')}
        >
          {pending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {armed ? t('security.disarm') : t('security.arm')}
        </IonButton>
      </div>
      {!canChange ? <FormAlert tone="info" message={t('security.noRight')} /> : null}
    </section>
  );
}
