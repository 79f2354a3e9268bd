// Gateway setup (spec 001 §2 'Gateway setup', GATEWAY-PROTOCOL.md 'Credentials per gateway'): pick the
// model, find a SEG-X5 by its MAC, add the gateway, and copy its credentials and zigbee2mqtt configuration,
// which the server shows only this once; the page then waits for the gateway to connect.
import { useState } from 'react';
import { IonButton, IonContent, IonSpinner } from '@ionic/react';
import { checkmarkCircleOutline, hardwareChipOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GatewayCredentials, GatewayModel } from '@hemvakt/contract/gateway';
import { findGateway, useAddGateway, useAddX5Gateway } from '../../api/gateway';
import { USER_DATA_KEY, useUserData } from '../../api/user-data';
import { AppHeader } from '../../components/app-header';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { errorText } from '../../i18n/error-text';
import { currentRole } from '../../lib/role';
import { useSession } from '../../lib/session';
import { GatewayPicture } from '../settings/gateway-picture';
import { GatewayCredentialsView } from './gateway-credentials-view';
import '../../theme/modals.css';
import '../../theme/devices.css';

const MAC = /^([0-9A-Fa-f]{2}[:-]?){5}[0-9A-Fa-f]{2}$/;

export function GatewaySetupPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { data, isPending } = useUserData();
  const property = data?.[1].find((p) => p.id === session?.currentPropertySelected);
  const role = currentRole(session, data?.[0]);
  const [credentials, setCredentials] = useState<GatewayCredentials | null>(null);

  let body;
  if (isPending || !property) body = <IonSpinner name="crescent" aria-label={t('common.loading')} />;
  else if (credentials)
    body = <GatewayCredentialsView credentials={credentials} connected={property.gatewayActive} />;
  else if (property.propertyGateway)
    body = (
      <EmptyState
        icon={checkmarkCircleOutline}
        title={t('gatewaySetup.alreadyTitle', { model: property.propertyGateway.model })}
        text={t('gatewaySetup.alreadyText')}
      />
    );
  else if (role !== 'Home Owner' && role !== 'Tenant')
    body = (
      <EmptyState
        icon={hardwareChipOutline}
        title={t('gatewaySetup.title')}
        text={t('gatewaySetup.ownerOnly')}
      />
    );
  else body = <AddGatewayForm propertyId={property.id} onAdded={setCredentials} />;

  return (
    <>
      <AppHeader title={t('gatewaySetup.title')} />
      <IonContent className="app-content">
        <div className="page-body gateway-setup">{body}</div>
      </IonContent>
    </>
  );
}

function AddGatewayForm({
  propertyId,
  onAdded,
}: {
  propertyId: string;
  onAdded: (credentials: GatewayCredentials) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [model, setModel] = useState<GatewayModel>('SEG-X3');
  const [mac, setMac] = useState('');
  const [notFound, setNotFound] = useState(false);
  const addX3 = useAddGateway(propertyId);
  const addX5 = useAddX5Gateway(propertyId);
  const [finding, setFinding] = useState(false);
  const pending = finding || addX3.isPending || addX5.isPending;
  const error = addX3.error ?? addX5.error;
  const macValid = MAC.test(mac.trim());

  const added = (credentials: GatewayCredentials) => {
    void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] });
    onAdded(credentials);
  };

  const submit = async () => {
    setNotFound(false);
    if (model === 'SEG-X3') return addX3.mutate({}, { onSuccess: added });
    setFinding(true);
    try {
      const found = await findGateway(mac.trim());
      if (!found.found) return setNotFound(true);
      addX5.mutate({ mac: mac.trim() }, { onSuccess: added });
    } catch {
      setNotFound(true);
    } finally {
      setFinding(false);
    }
  };

  return (
    <form
      className="settings-card settings-card--padded"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 className="gateway-setup__title">{t('gatewaySetup.chooseModel')}</h1>
      <div className="gateway-models" role="radiogroup" aria-label={t('gatewaySetup.chooseModel')}>
        {(['SEG-X3', 'SEG-X5'] as const).map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="radio"
            aria-checked={model === candidate}
            className={`gateway-model${model === candidate ? ' gateway-model--chosen' : ''}`}
            onClick={() => setModel(candidate)}
          >
            <GatewayPicture model={candidate} label={t('gateway.picture', { model: candidate })} />
            <span className="gateway-model__name">{candidate}</span>
            <span className="gateway-model__text">
              {candidate === 'SEG-X3' ? t('gatewaySetup.x3Text') : t('gatewaySetup.x5Text')}
            </span>
          </button>
        ))}
      </div>
      {model === 'SEG-X5' ? (
        <TextField
          name="mac"
          label={t('gatewaySetup.mac')}
          helper={t('gatewaySetup.macHelp')}
          value={mac}
          onChange={(value) => {
            setMac(value);
            setNotFound(false);
          }}
          error={mac && !macValid ? t('gatewaySetup.macInvalid') : null}
          maxlength={17}
        />
      ) : (
        <p className="gateway-setup__text">{t('gatewaySetup.x3Steps')}</p>
      )}
      <FormAlert message={notFound ? t('gatewaySetup.notFound') : error ? errorText(t, error) : null} />
      <IonButton type="submit" expand="block" disabled={pending || (model === 'SEG-X5' && !macValid)}>
        {pending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
        {t('gatewaySetup.add')}
      </IonButton>
    </form>
  );
}
