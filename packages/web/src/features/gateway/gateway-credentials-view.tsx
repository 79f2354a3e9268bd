// A new gateway's MQTT credentials and zigbee2mqtt configuration: shown once, with copy buttons, and the
// gateway's connection state as the live channel reports it.
import { Fragment } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkCircle, copyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { GatewayCredentials } from '@hemvakt/contract/gateway';
import { toast } from '../../components/notify';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    void toast(done);
  } catch {
    void toast(failed, 'danger');
  }
}

export function GatewayCredentialsView({
  credentials,
  connected,
}: {
  credentials: GatewayCredentials;
  connected: boolean;
}) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('gatewaySetup.server'), credentials.mqttUrl],
    [t('gatewaySetup.baseTopic'), credentials.baseTopic],
    [t('gatewaySetup.user'), credentials.username],
    [t('gatewaySetup.password'), credentials.password],
  ];
  return (
    <section className="settings-card settings-card--padded" data-testid="gateway-credentials">
      <h1 className="gateway-setup__title">{t('gatewaySetup.addedTitle', { model: credentials.model })}</h1>
      <p className="form-alert form-alert--info" role="note">
        {t('gatewaySetup.onceWarning')}
      </p>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <code className="gateway-setup__value">{value}</code>
            </dd>
          </Fragment>
        ))}
      </dl>
      <h2 className="gateway-setup__title">{t('gatewaySetup.configuration')}</h2>
      <p className="gateway-setup__text">{t('gatewaySetup.configurationText')}</p>
      <pre className="code-block" aria-label={t('gatewaySetup.configuration')}>
        {credentials.configurationYaml}
      </pre>
      <IonButton
        expand="block"
        fill="outline"
        onClick={() =>
          void copy(credentials.configurationYaml, t('gatewaySetup.copied'), t('gatewaySetup.copyFailed'))
        }
      >
        <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
        {t('gatewaySetup.copy')}
      </IonButton>
      <p className="gateway-setup__status" role="status" data-testid="gateway-setup-status">
        {connected ? (
          <>
            <IonIcon icon={checkmarkCircle} className="text-success" aria-hidden="true" />{' '}
            {t('gatewaySetup.connected')}
          </>
        ) : (
          <>
            <IonSpinner name="dots" aria-hidden="true" /> {t('gatewaySetup.waiting')}
          </>
        )}
      </p>
      <IonButton expand="block" routerLink="/main-view" routerDirection="root">
        {t('gatewaySetup.done')}
      </IonButton>
    </section>
  );
}
