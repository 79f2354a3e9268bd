// View 1 of the settings modal: the entries, by role (spec 002 §2, §6). The Geofence entry is greyed
// when the user may not change geofences; House Heating is disabled.
import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import {
  chatbubbleEllipsesOutline,
  chevronForward,
  flameOutline,
  locateOutline,
  notificationsOutline,
  optionsOutline,
  phonePortraitOutline,
  serverOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../app/modals/modal-store';
import { useUserData } from '../../api/user-data';
import { IonList, IonNote } from '../../components/ionic/lazy-components';
import { useSession } from '../../lib/session';

export type SettingsView =
  | 'menu'
  | 'app'
  | 'removeAccount'
  | 'notifications'
  | 'geofence'
  | 'gateway'
  | 'removeGateway'
  | 'globalVariables';

interface Entry {
  key: string;
  icon: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  onClick?: () => void;
}

export function SettingsMenu({ onOpen }: { onOpen: (view: SettingsView) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const landlord = session?.userRole === 'Landlord';
  const permission = data?.[0].propertyLevelPermissions.find(
    (entry) => entry.propertyId === session?.currentPropertySelected,
  );
  // Spec 002 §5: the flag defaults to true.
  const mayChangeGeofence = permission?.userCanChangeGeofence ?? true;

  const common: Entry[] = [
    {
      key: 'app',
      icon: phonePortraitOutline,
      label: t('settings.appSettings'),
      onClick: () => onOpen('app'),
    },
    {
      key: 'feedback',
      icon: chatbubbleEllipsesOutline,
      label: t('settings.feedback'),
      onClick: () => openModal('feedback'),
    },
  ];
  const entries: Entry[] = landlord
    ? [
        ...common,
        {
          key: 'globalVariables',
          icon: optionsOutline,
          label: t('settings.globalVariables'),
          onClick: () => onOpen('globalVariables'),
        },
      ]
    : [
        ...common,
        {
          key: 'gateway',
          icon: serverOutline,
          label: t('settings.myGateway'),
          onClick: () => onOpen('gateway'),
        },
        {
          key: 'notifications',
          icon: notificationsOutline,
          label: t('settings.notifications'),
          onClick: () => onOpen('notifications'),
        },
        {
          key: 'geofence',
          icon: locateOutline,
          label: t('settings.geofence'),
          disabled: !mayChangeGeofence,
          hint: mayChangeGeofence ? undefined : t('settings.geofenceNotAllowed'),
          onClick: () => onOpen('geofence'),
        },
        {
          key: 'heating',
          icon: flameOutline,
          label: t('settings.heating'),
          disabled: true,
          hint: t('settings.heatingDisabled'),
        },
      ];

  return (
    <nav aria-label={t('settings.title')}>
      <IonList lines="full" className="settings-menu">
        {entries.map((entry) => (
          <IonItem
            key={entry.key}
            button={!entry.disabled}
            detail={false}
            disabled={entry.disabled}
            onClick={entry.disabled ? undefined : entry.onClick}
            data-testid={`settings-${entry.key}`}
          >
            <IonIcon slot="start" icon={entry.icon} aria-hidden="true" />
            <IonLabel>
              {entry.label}
              {entry.hint ? <IonNote className="settings-menu__hint">{entry.hint}</IonNote> : null}
            </IonLabel>
            {entry.disabled ? null : <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />}
          </IonItem>
        ))}
      </IonList>
    </nav>
  );
}
