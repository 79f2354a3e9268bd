// View 2 of the settings modal, My gateway (spec 002 §2): a picture of the model, Status Active or
// Inactive, 'Last disconnected' (sv-SE) when known, a restart button and — for a Home Owner with a
// gateway — 'Remove my gateway'. Without a gateway it says how to get one.
import { IonButton, IonSpinner } from '@ionic/react';
import { serverOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useRestartGateway } from '../../api/gateway';
import { useUserData } from '../../api/user-data';
import { closeAllModals } from '../../app/modals/modal-store';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { currentRole } from '../../lib/role';
import { useSession } from '../../lib/session';
import { GatewayPicture } from './gateway-picture';

export function GatewayView({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const restart = useRestartGateway();
  const property = data?.[1].find((candidate) => candidate.id === session?.currentPropertySelected);
  const gateway = property?.propertyGateway;
  const owner = currentRole(session, data?.[0]) === 'Home Owner';
  if (!property || !gateway) {
    return (
      <EmptyState
        icon={serverOutline}
        title={t('settings.noGatewayTitle')}
        text={t('settings.noGatewayText')}
      >
        <IonButton fill="outline" routerLink="/app-introduction-and-gateway-setup" onClick={closeAllModals}>
          {t('home.gatewaySetup')}
        </IonButton>
      </EmptyState>
    );
  }
  return (
    <section className="settings-card settings-card--padded gateway-card" data-testid="gateway-view">
      <GatewayPicture model={gateway.model} label={t('gateway.picture', { model: gateway.model })} />
      <dl className="facts">
        <dt>{t('settings.gatewayModel')}</dt>
        <dd>{gateway.model}</dd>
        <dt>{t('settings.gatewayStatus')}</dt>
        <dd className={property.gatewayActive ? 'text-success' : 'text-danger'} data-testid="gateway-status">
          {property.gatewayActive ? t('settings.gatewayActive') : t('settings.gatewayInactive')}
        </dd>
        {property.disconnectedAt ? (
          <>
            <dt>{t('settings.lastDisconnected')}</dt>
            <dd>{new Date(property.disconnectedAt).toLocaleString('sv-SE')}</dd>
          </>
        ) : null}
      </dl>
      <FormAlert message={restart.isError ? errorText(t, restart.error) : null} />
      <div className="modal-actions">
        {property.gatewayActive ? (
          <IonButton
            expand="block"
            fill="outline"
            disabled={restart.isPending}
            onClick={() =>
              restart.mutate(property.id, { onSuccess: () => void toast(t('gateway.restarting')) })
            }
          >
            {restart.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
            {t('gateway.restart')}
          </IonButton>
        ) : null}
        {owner ? (
          <IonButton expand="block" fill="outline" color="danger" onClick={onRemove}>
            {t('gateway.remove')}
          </IonButton>
        ) : null}
      </div>
    </section>
  );
}
