// My Home: the current property (name, address, gateway) and its rooms with their devices (spec 001
// §2), devices without a room last; an honest empty state until a gateway is added.
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { IonSkeletonText } from '../../components/ionic/lazy-components';
import { addOutline, gridOutline, hardwareChipOutline, locationOutline, wifiOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useDevices } from '../../api/devices';
import { useScenes } from '../../api/scenes';
import { SceneStrip } from '../../components/scenes/scene-strip';
import { useCurrentHome } from '../../lib/use-current-home';
import { useUserData } from '../../api/user-data';
import { openModal } from '../../app/modals/modal-store';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed, NoHomePage } from '../../components/page-states';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../i18n/error-text';
import { useSession } from '../../lib/session';
import { useGatewayBusy } from '../../live/gateway-progress';
import { RoomSection } from './room-section';
import '../../theme/devices.css';
import '../../theme/smart-home.css';

function HomeSkeleton() {
  return (
    <div className="page-body" aria-hidden="true">
      <div className="home-hero home-hero--skeleton">
        <IonSkeletonText animated style={{ width: '40%', height: '14px' }} />
        <IonSkeletonText animated style={{ width: '70%', height: '28px' }} />
      </div>
      <div className="room-grid">
        {[0, 1, 2, 3].map((index) => (
          <IonSkeletonText key={index} animated className="room-card room-card--skeleton" />
        ))}
      </div>
    </div>
  );
}

export function MyHomeTab() {
  const { t } = useTranslation();
  const session = useSession();
  const userData = useUserData();
  const devices = useDevices(session?.currentPropertySelected ?? null);
  const scenes = useScenes(session?.currentPropertySelected ?? null);
  const home = useCurrentHome();
  const busy = useGatewayBusy();

  if (!session?.currentPropertySelected) return <NoHomePage />;
  if (userData.isPending) return <HomeSkeleton />;
  if (!userData.data) {
    return (
      <LoadFailed
        page
        title={t('home.loadFailed')}
        error={userData.error}
        onRetry={() => void userData.refetch()}
      />
    );
  }

  const [user, properties, , rooms] = userData.data;
  const property = properties.find((candidate) => candidate.id === session.currentPropertySelected);
  const propertyRooms = rooms.filter((room) => room.propertyId === session.currentPropertySelected);
  const firstName = user.name.split(/\s+/)[0] ?? user.name;
  const deviceList = devices.data ?? [];
  const roomIds = new Set(propertyRooms.map((room) => room.id));
  const unassigned = deviceList.filter(
    (device) => !device.propertyRoomId || !roomIds.has(device.propertyRoomId),
  );

  return (
    <div className="page-body">
      {userData.isError ? <FormAlert message={errorText(t, userData.error)} /> : null}
      <section className="home-hero">
        <p className="home-hero__greeting">{t('home.greeting', { name: firstName })}</p>
        <h1 className="home-hero__title" data-testid="property-name">
          {property?.propertyName ?? t('home.noProperty')}
        </h1>
        {property ? (
          <p className="home-hero__address">
            <IonIcon icon={locationOutline} aria-hidden="true" />
            {[property.street, property.postCode, property.city].filter(Boolean).join(', ')}
          </p>
        ) : null}
        {property ? (
          <span
            className={`status-chip ${property.gatewayActive ? 'status-chip--ok' : 'status-chip--muted'}`}
          >
            <IonIcon icon={wifiOutline} aria-hidden="true" />
            {property.gatewayActive ? t('home.gatewayOnline') : t('home.gatewayOffline')}
          </span>
        ) : null}
      </section>

      {scenes.data && scenes.data.length > 0 ? (
        <section className="home-section" aria-labelledby="scenes-heading">
          <div className="home-section__head">
            <h2 id="scenes-heading">{t('scenes.title')}</h2>
            <IonButton size="small" fill="clear" routerLink="/automation">
              <IonIcon slot="start" icon={gridOutline} aria-hidden="true" />
              {t('scenes.manage')}
            </IonButton>
          </div>
          <SceneStrip propertyId={session.currentPropertySelected} scenes={scenes.data} can={home.can} />
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="rooms-heading">
        <div className="home-section__head">
          <h2 id="rooms-heading">{t('home.rooms')}</h2>
          <span className="home-section__count">
            {busy ? (
              <IonSpinner
                name="crescent"
                className="home-section__spinner"
                aria-label={t('devices.gatewayBusy')}
              />
            ) : null}
            {t('home.roomCount', { count: propertyRooms.length })}
          </span>
          <span className="home-section__actions">
            {home.can('userCanEditCreateRooms') ? (
              <IonButton size="small" fill="clear" onClick={() => openModal('room')}>
                <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                {t('rooms.add')}
              </IonButton>
            ) : null}
            {property?.propertyGateway ? (
              <IonButton size="small" fill="outline" onClick={() => openModal('addDevice')}>
                <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                {t('devices.addDevice')}
              </IonButton>
            ) : null}
          </span>
        </div>
        {devices.isError ? <FormAlert message={errorText(t, devices.error)} /> : null}
        {propertyRooms.length > 0 || unassigned.length > 0 ? (
          <div className="room-sections">
            {propertyRooms.map((room) => (
              <RoomSection
                key={room.id}
                room={room}
                devices={deviceList.filter((device) => device.propertyRoomId === room.id)}
                canAdd={Boolean(property?.propertyGateway)}
                canEdit={home.can('userCanEditCreateRooms')}
              />
            ))}
            {unassigned.length > 0 ? (
              <RoomSection room={null} devices={unassigned} canAdd={false} canEdit={false} />
            ) : null}
          </div>
        ) : (
          <p className="home-section__empty">
            <strong>{t('home.noRooms')}</strong> {t('home.noRoomsText')}
          </p>
        )}
      </section>

      {!property?.propertyGateway && deviceList.length === 0 ? (
        <EmptyState
          icon={hardwareChipOutline}
          title={t('home.noDevicesTitle')}
          text={t('home.noDevicesText')}
        >
          <IonButton fill="outline" routerLink="/app-introduction-and-gateway-setup">
            {t('home.gatewaySetup')}
          </IonButton>
        </EmptyState>
      ) : null}
    </div>
  );
}
