// The settings modal (spec 002 §2): a menu of views — application settings (language, e-mail
// subscriptions, account removal), feedback, my gateway (restart, removal), notifications, geofence —
// and a footer with the API version and the APP ID (the current property). Landlords see application settings,
// feedback and global variables.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../app/modals/modal-host';
import { useServerVersion } from '../../api/account';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { useSession } from '../../lib/session';
import { ApplicationSettings } from './application-settings';
import { GlobalVariablesView } from './global-variables-view';
import { GatewayView } from './gateway-view';
import { GeofenceView } from './geofence-view';
import { NotificationSettings } from './notification-settings';
import { RemoveAccount } from './remove-account';
import { RemoveGateway } from './remove-gateway';
import { SettingsMenu, type SettingsView } from './settings-menu';

function SettingsFooter() {
  const { t } = useTranslation();
  const session = useSession();
  const version = useServerVersion();
  return (
    <div className="settings-footer">
      <span>
        {t('settings.apiVersion')}:{' '}
        <strong>
          {version.data
            ? `${version.data.version} (${version.data.build})`
            : version.isError
              ? t('settings.unknown')
              : '…'}
        </strong>
      </span>
      <span>
        {t('settings.appId')}:{' '}
        <strong className="settings-footer__id">{session?.currentPropertySelected ?? '—'}</strong>
      </span>
    </div>
  );
}

export function SettingsModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<SettingsView>('menu');
  const titles: Record<SettingsView, string> = {
    menu: t('settings.title'),
    app: t('settings.appSettings'),
    removeAccount: t('settings.removeAccount'),
    notifications: t('settings.notifications'),
    geofence: t('settings.geofence'),
    gateway: t('settings.myGateway'),
    removeGateway: t('gateway.remove'),
    globalVariables: t('settings.globalVariables'),
  };
  const parent: Partial<Record<SettingsView, SettingsView>> = {
    removeAccount: 'app',
    removeGateway: 'gateway',
  };
  const back = view === 'menu' ? undefined : () => setView(parent[view] ?? 'menu');

  return (
    <AppModal open={open} label={titles[view]} onDismissed={onDismissed} testId="settings-modal">
      <ModalFrame
        title={titles[view]}
        onClose={onClose}
        onBack={back}
        footer={view === 'menu' ? <SettingsFooter /> : undefined}
      >
        {view === 'menu' ? <SettingsMenu onOpen={setView} /> : null}
        {view === 'app' ? <ApplicationSettings onRemoveAccount={() => setView('removeAccount')} /> : null}
        {view === 'removeAccount' ? <RemoveAccount onCancel={() => setView('app')} /> : null}
        {view === 'notifications' ? <NotificationSettings /> : null}
        {view === 'geofence' ? <GeofenceView /> : null}
        {view === 'gateway' ? <GatewayView onRemove={() => setView('removeGateway')} /> : null}
        {view === 'removeGateway' ? <RemoveGateway onCancel={() => setView('gateway')} /> : null}
        {view === 'globalVariables' ? <GlobalVariablesView /> : null}
      </ModalFrame>
    </AppModal>
  );
}
