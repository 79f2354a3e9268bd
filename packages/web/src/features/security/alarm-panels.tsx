// What the alarm has seen: the active alarm (naming the sensor and room) with Disarm, the doors and
// windows an automation found open when it armed, and the recent alarms.
import { IonButton, IonIcon } from '@ionic/react';
import { alertCircle, checkmarkCircleOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { AlarmEvent } from '@hemvakt/contract/security';
import { alarmText, alarmTime } from './alarm-text';

export function ActiveAlarm({
  alarm,
  sirens,
  canDisarm,
  onDisarm,
}: {
  alarm: AlarmEvent;
  sirens: boolean;
  canDisarm: boolean;
  onDisarm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="alarm-banner" role="alert" data-testid="active-alarm">
      <IonIcon className="alarm-banner__icon" icon={alertCircle} aria-hidden="true" />
      <div className="alarm-banner__text">
        <h2>{t('security.alarmTitle')}</h2>
        <p>
          {alarmText(t, alarm)}{' '}
          <span className="alarm-banner__time">
            {t('security.alarmAt', { time: alarmTime(alarm.createdAt) })}
          </span>
        </p>
        {sirens ? <p className="alarm-banner__sirens">{t('security.sirens')}</p> : null}
      </div>
      {canDisarm ? (
        <IonButton color="light" onClick={onDisarm}>
          {t('security.disarm')}
        </IonButton>
      ) : null}
    </section>
  );
}

export function FoundOpen({
  names,
  canReset,
  onReset,
}: {
  names: string[];
  canReset: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="found-open" role="status" data-testid="found-open">
      <IonIcon icon={warningOutline} aria-hidden="true" />
      <div>
        <h2>{t('security.foundTitle')}</h2>
        <p>{t('security.foundText', { names: names.join(', ') })}</p>
      </div>
      {canReset ? (
        <IonButton fill="outline" size="small" onClick={onReset}>
          {t('security.foundReset')}
        </IonButton>
      ) : null}
    </section>
  );
}

export function RecentAlarms({ alarms }: { alarms: AlarmEvent[] }) {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="recent-alarms">
      <div className="home-section__head">
        <h2 id="recent-alarms">{t('security.recent')}</h2>
      </div>
      {alarms.length === 0 ? (
        <p className="home-section__empty">{t('security.noAlarms')}</p>
      ) : (
        <ul className="alarm-list" data-testid="recent-alarms">
          {alarms.map((alarm) => (
            <li
              key={alarm.id}
              className={`alarm-list__item${alarm.clearedAt ? '' : ' alarm-list__item--active'}`}
            >
              <IonIcon icon={alarm.clearedAt ? checkmarkCircleOutline : alertCircle} aria-hidden="true" />
              <span className="alarm-list__text">{alarmText(t, alarm)}</span>
              <span className="alarm-list__time">
                {alarmTime(alarm.createdAt)}
                {alarm.clearedAt ? ` · ${t('security.cleared')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
