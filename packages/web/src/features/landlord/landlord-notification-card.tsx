// One landlord notification: apartment, building, kind, time (DD/MM/YYYY HH:mm:ss), the tenant's answer,
// and resolved by / at — or, on the notifications page, a Resolve button.
import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { LandlordNotification } from '@hemvakt/contract/landlord-alarms';
import { formatDateTime } from '../../lib/format-date';

interface Props {
  notification: LandlordNotification;
  onResolve?: (notification: LandlordNotification) => void;
  resolving?: boolean;
}

export function LandlordNotificationCard({ notification: n, onResolve, resolving = false }: Props) {
  const { t } = useTranslation();
  const kind = t(n.kind === 'fire' ? 'landlordAlarms.kindFire' : 'landlordAlarms.kindLeak');
  const apartment =
    n.flatNumber && !n.propertyName.includes(n.flatNumber)
      ? `${n.propertyName} (${n.flatNumber})`
      : n.propertyName;
  const answer =
    n.realAlarm === null
      ? t('landlordAlarms.answerNone')
      : t(n.realAlarm ? 'landlordAlarms.answerRealBy' : 'landlordAlarms.answerFalseBy', {
          name: n.answeredBy ?? '',
          time: n.answeredAt ? formatDateTime(n.answeredAt) : '',
        });
  return (
    <li
      className={`landlord-notification landlord-notification--${n.kind}`}
      data-testid="landlord-notification"
    >
      <div className="landlord-notification__head">
        <h3 className="landlord-notification__title">
          {kind}: {apartment}
        </h3>
        <span
          className={`landlord-notification__state landlord-notification__state--${n.resolved ? 'resolved' : 'open'}`}
          data-testid="landlord-notification-state"
        >
          {n.resolved
            ? t('landlordAlarms.resolvedBy', {
                name: n.resolvedBy ?? '',
                time: n.resolvedAt ? formatDateTime(n.resolvedAt) : '',
              })
            : t('landlordAlarms.unresolvedState')}
        </span>
      </div>
      <dl>
        <dt>{t('landlordAlarms.apartment')}</dt>
        <dd>{apartment}</dd>
        <dt>{t('landlordAlarms.building')}</dt>
        <dd>{n.buildingName ?? '—'}</dd>
        <dt>{t('landlordAlarms.kind')}</dt>
        <dd>
          {kind} — {n.deviceName}
          {n.roomName ? `, ${n.roomName}` : ''}
        </dd>
        <dt>{t('landlordAlarms.time')}</dt>
        <dd>
          {formatDateTime(n.startTime)}
          {n.clearedAt ? ` · ${t('landlordAlarms.cleared', { time: formatDateTime(n.clearedAt) })}` : ''}
        </dd>
        <dt>{t('landlordAlarms.answer')}</dt>
        <dd data-testid="landlord-notification-answer">{answer}</dd>
      </dl>
      {onResolve && !n.resolved ? (
        <IonButton size="small" disabled={resolving} onClick={() => onResolve(n)}>
          {t('landlordAlarms.resolve')}
        </IonButton>
      ) : null}
    </li>
  );
}
