// View 5 of the settings modal: the geofence of the current home (spec 002 §2, §4). A toggle (disabled
// without location permission), the radius (200 / 250 / 300 m, default 200), 'Add geofence' when switched
// on without a fence (the device's position), the fence on a map, and the location permissions: request
// buttons in the Android / iOS app, 'Not supported platform' in the browser. Saved with the user's other
// fences.
import { useCallback, useEffect, useState } from 'react';
import { IonButton, IonIcon, IonLabel, IonSpinner } from '@ionic/react';
import { homeOutline, locateOutline, phonePortraitOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GEOFENCE_RADIUS, GEOFENCE_RADII, type Geofence } from '@hemvakt/contract/geofence';
import { suggestAddresses } from '@hemvakt/contract/properties';
import { reportClientError } from '../../api/app-info';
import { callApi } from '../../api/client';
import { useSaveGeofences } from '../../api/account';
import { useUserData } from '../../api/user-data';
import { FormAlert } from '../../components/form-alert';
import { IonSegment, IonSegmentButton, IonToggle } from '../../components/ionic/lazy-components';
import { toastFailed, toastUpdated } from '../../components/notify';
import { useSession } from '../../lib/session';
import {
  isNativeApp,
  locationPermission,
  requestLocationPermission,
  type LocationPermission,
} from '../../lib/native';
import { GeofenceMap } from './geofence-map';
import { addressPosition, currentPosition, LocationError } from './geolocation';

type Radius = Geofence['radius'];

function isRadius(value: unknown): value is Radius {
  return GEOFENCE_RADII.includes(Number(value) as Radius);
}

/** The location permission, read when the view opens and after asking for it. */
function useLocationPermission() {
  const [permission, setPermission] = useState<LocationPermission | null>(null);
  useEffect(() => {
    void locationPermission().then(setPermission);
  }, []);
  const request = useCallback(async () => {
    try {
      setPermission(await requestLocationPermission());
    } catch (error) {
      reportClientError('settings', error, 'geofence-permission');
    }
  }, []);
  return { permission, request };
}

function PermissionsCard({
  permission,
  onRequest,
}: {
  permission: LocationPermission | null;
  onRequest: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="settings-card settings-card--padded" aria-labelledby="geofence-permissions-heading">
      <h3 id="geofence-permissions-heading">{t('geofence.permissionsTitle')}</h3>
      {isNativeApp() ? (
        <div className="inline-empty">
          <IonIcon icon={shieldCheckmarkOutline} aria-hidden="true" />
          <p>{t(`geofence.permission.${permission ?? 'prompt'}`)}</p>
          {permission === 'prompt' ? (
            <IonButton onClick={onRequest}>{t('geofence.requestPermissions')}</IonButton>
          ) : null}
          {permission === 'denied' ? (
            <IonButton onClick={onRequest}>{t('geofence.allowLocation')}</IonButton>
          ) : null}
        </div>
      ) : (
        <div className="inline-empty">
          <IonIcon icon={phonePortraitOutline} aria-hidden="true" />
          <p>
            <strong>{t('geofence.notSupported')}</strong> {t('geofence.notSupportedText')}
          </p>
        </div>
      )}
    </section>
  );
}

export function GeofenceView() {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const save = useSaveGeofences();
  const [wantEnabled, setWantEnabled] = useState(false);
  const [radiusChoice, setRadiusChoice] = useState<Radius>(DEFAULT_GEOFENCE_RADIUS as Radius);
  const [locating, setLocating] = useState<'device' | 'address' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { permission, request } = useLocationPermission();
  const propertyId = session?.currentPropertySelected ?? null;
  if (!data || !propertyId) return null;
  const user = data[0];
  const property = data[1].find((candidate) => candidate.id === propertyId);
  const fence = user.myGeoFences.find((candidate) => candidate.propertyId === propertyId) ?? null;
  const others = user.myGeoFences.filter((candidate) => candidate.propertyId !== propertyId);
  const enabled = fence ? fence.geofenceEnabled : wantEnabled;
  const radius = fence?.radius ?? radiusChoice;
  const busy = save.isPending || locating !== null;
  // Without permission the toggle is disabled (spec 002 §4); the browser may still ask ('prompt').
  const mayLocate = permission === 'granted' || (permission === 'prompt' && !isNativeApp());

  const store = async (next: Geofence[]) => {
    try {
      await save.mutateAsync(next);
      void toastUpdated(t);
      return true;
    } catch (error) {
      reportClientError('settings', error, 'geofence');
      void toastFailed(t);
      return false;
    }
  };

  const toggle = (on: boolean) => {
    setProblem(null);
    if (fence && !on) {
      // Turning the toggle off on an existing fence removes it (spec 002 §4).
      setWantEnabled(false);
      void store(others);
      return;
    }
    setWantEnabled(on);
  };

  const changeRadius = (value: Radius) => {
    setRadiusChoice(value);
    if (fence && fence.radius !== value) void store([...others, { ...fence, radius: value }]);
  };

  const storeAt = (position: { lat: number; lng: number }) =>
    store([
      ...others,
      { propertyId, lat: position.lat, lng: position.lng, radius, whereAmI: 'home', geofenceEnabled: true },
    ]);

  const addFence = async () => {
    setProblem(null);
    setLocating('device');
    let position: { lat: number; lng: number };
    try {
      position = await currentPosition();
    } catch (error) {
      const kind = error instanceof LocationError ? error.problem : 'unavailable';
      setProblem(t(`geofence.problem.${kind}`));
      return;
    } finally {
      setLocating(null);
    }
    await storeAt(position);
  };

  /** Without the browser's position: the home's address, as far as the address search knows it. */
  const addFenceAtAddress = async () => {
    if (!property) return;
    setProblem(null);
    setLocating('address');
    const position = await addressPosition(property, (query) =>
      callApi(suggestAddresses, { params: { query: query.slice(0, 120) } }),
    )
      .catch(() => null)
      .finally(() => setLocating(null));
    if (position) await storeAt(position);
    else setProblem(t('geofence.problem.address'));
  };

  return (
    <div className="settings-view geofence-view">
      <p className="modal-intro">{t('geofence.intro', { name: property?.propertyName ?? '' })}</p>
      <section className="settings-card settings-card--padded" aria-labelledby="geofence-heading">
        <h3 id="geofence-heading" className="visually-hidden">
          {t('settings.geofence')}
        </h3>
        <div className="toggle-list">
          <IonToggle
            checked={enabled}
            disabled={busy || (!fence && !mayLocate)}
            justify="space-between"
            onIonChange={(event) => toggle(event.detail.checked)}
          >
            {t('geofence.toggle')}
          </IonToggle>
        </div>
        <div className="radius-choice">
          <span id="radius-label" className="radius-choice__label">
            {t('geofence.radius')}
          </span>
          <IonSegment
            value={String(radius)}
            aria-labelledby="radius-label"
            disabled={busy}
            onIonChange={(event) => {
              if (isRadius(event.detail.value)) changeRadius(Number(event.detail.value) as Radius);
            }}
          >
            {GEOFENCE_RADII.map((value) => (
              <IonSegmentButton key={value} value={String(value)}>
                <IonLabel>{value} m</IonLabel>
              </IonSegmentButton>
            ))}
          </IonSegment>
        </div>
        <GeofenceMap radius={radius} position={fence ? { lat: fence.lat, lng: fence.lng } : null} />
        {enabled && !fence ? (
          <div className="geofence-add">
            <p className="settings-card__text">{t('geofence.addText')}</p>
            <IonButton expand="block" disabled={busy} onClick={() => void addFence()}>
              {locating === 'device' ? (
                <IonSpinner name="crescent" aria-hidden="true" className="submit-button__spinner" />
              ) : (
                <IonIcon slot="start" icon={locateOutline} aria-hidden="true" />
              )}
              {locating === 'device' ? t('geofence.locating') : t('geofence.add')}
            </IonButton>
            {property?.street ? (
              <IonButton expand="block" fill="clear" disabled={busy} onClick={() => void addFenceAtAddress()}>
                {locating === 'address' ? (
                  <IonSpinner name="crescent" aria-hidden="true" className="submit-button__spinner" />
                ) : (
                  <IonIcon slot="start" icon={homeOutline} aria-hidden="true" />
                )}
                {t('geofence.useAddress', { street: property.street })}
              </IonButton>
            ) : null}
          </div>
        ) : null}
        {fence ? <p className="settings-card__note">{t('geofence.storedNote')}</p> : null}
        {!fence && (permission === 'denied' || permission === 'unsupported') ? (
          <p className="settings-card__note">{t(`geofence.problem.${permission}`)}</p>
        ) : null}
        <FormAlert message={problem} />
      </section>

      <PermissionsCard permission={permission} onRequest={() => void request()} />
    </div>
  );
}
