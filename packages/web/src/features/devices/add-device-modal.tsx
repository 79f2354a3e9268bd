// The add-device modal (spec 001 §2, §4, §5, §9): 1 category and device (IKEA needs the integration;
// the camera tile leads to camera setup), 2 name and room, 3 pairing instructions and 'Confirm the
// device is ready', 4 progress until the live channel says 'device add success' or 'device add
// error'. Closing while an add is pending gives it up (gateway-add-failed). With the gateway
// disconnected only the troubleshooting view shows.
import { useEffect, useRef, useState } from 'react';
import { IonButton, useIonRouter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { CAMERA_TILE, type DeviceCategory } from '@hemvakt/contract/device-catalogue';
import { DeviceAddErrorSchema, DeviceAddSuccessSchema } from '@hemvakt/contract/devices';
import type { ModalProps } from '../../app/modals/modal-host';
import { useAddDevice, useGatewayAddFailed } from '../../api/devices';
import { AppModal } from '../../components/ionic/app-modal';
import { presentAlert } from '../../components/ionic/overlays';
import { ModalFrame } from '../../components/modal-frame';
import { errorText } from '../../i18n/error-text';
import {
  CAMERA_CLOSE_MS,
  CAMERA_NAVIGATE_MS,
  PROGRESS_MAX,
  PROGRESS_TICK_MS,
  canLeaveStep,
  nextProgress,
  normalizeDeviceName,
  type AddDraft,
  type AddOutcome,
  type AddStep,
} from '../../lib/devices/add-device-steps';
import { setGatewayBusy } from '../../live/gateway-progress';
import { useLiveMessages } from '../../live/use-live';
import { CategoryStep, NameStep, PairStep, ProgressStep } from './add-device-views';
import { GatewayOffline } from './gateway-offline';
import { useCurrentHome } from '../../lib/use-current-home';
import '../../theme/devices.css';

interface Outcome {
  outcome: Exclude<AddOutcome, null>;
  reason: string | null;
}

export function AddDeviceModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const home = useCurrentHome();
  const add = useAddDevice(home.propertyId ?? '');
  const giveUp = useGatewayAddFailed();
  const [step, setStep] = useState<AddStep>(1);
  const [category, setCategory] = useState<DeviceCategory>('homevision');
  const [draft, setDraft] = useState<AddDraft>({
    typeI: null,
    name: '',
    roomId: args?.roomId ?? null,
    ready: false,
  });
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<Outcome | null>(null);
  // The device being added, and outcomes that arrived before the add call answered.
  const pendingId = useRef<string | null>(null);
  const early = useRef(new Map<string, Outcome>());
  const adding = useRef(false);

  const change = (patch: Partial<AddDraft>) => setDraft((old) => ({ ...old, ...patch }));

  const finish = (outcome: Outcome) => {
    adding.current = false;
    pendingId.current = null;
    setGatewayBusy(false);
    if (outcome.outcome === 'success') setProgress(PROGRESS_MAX);
    setResult(outcome);
  };

  const reasonText = (reason: string) => t(`addDevice.reasons.${reason}` as 'addDevice.reasons.not_found');

  useLiveMessages(
    (message) => {
      if (!adding.current) return;
      let id: string;
      let outcome: Outcome;
      if (message.type === 'device add success') {
        const parsed = DeviceAddSuccessSchema.safeParse(message.data);
        if (!parsed.success) return;
        id = parsed.data.device.id;
        outcome = { outcome: 'success', reason: null };
      } else {
        const parsed = DeviceAddErrorSchema.safeParse(message.data);
        if (!parsed.success) return;
        id = parsed.data.deviceId;
        outcome = { outcome: 'error', reason: reasonText(parsed.data.reason) };
      }
      if (pendingId.current === id) finish(outcome);
      else if (!pendingId.current) early.current.set(id, outcome);
    },
    ['device add success', 'device add error'],
  );

  // The cosmetic progress: +1 every 350 ms while waiting for the outcome.
  const waiting = step === 4 && result === null;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setProgress(nextProgress), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  /** An add still waiting for its outcome is given up when the wizard closes. */
  const abandon = () => {
    const id = pendingId.current;
    if (adding.current) setGatewayBusy(false);
    adding.current = false;
    pendingId.current = null;
    if (id) giveUp.mutate(id);
  };
  useEffect(() => () => abandon(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => {
    abandon();
    onClose();
  };

  const connect = async () => {
    if (!draft.typeI || !draft.roomId || !home.propertyId) return;
    const deviceName = normalizeDeviceName(draft.name);
    change({ name: deviceName });
    setStep(4);
    setProgress(0);
    setResult(null);
    early.current.clear();
    adding.current = true;
    setGatewayBusy(true);
    try {
      const device = await add.mutateAsync({ typeI: draft.typeI, deviceName, propertyRoomId: draft.roomId });
      if (!adding.current) {
        // Closed while the call was on its way.
        giveUp.mutate(device.id);
        return;
      }
      pendingId.current = device.id;
      const known = early.current.get(device.id);
      if (known) finish(known);
    } catch (error) {
      if (adding.current) finish({ outcome: 'error', reason: errorText(t, error) });
    }
  };

  const pick = (typeI: string) => {
    if (typeI === CAMERA_TILE) {
      // Spec 001 §2: close after 0.5 s, then open the cameras 0.25 s later.
      setTimeout(() => {
        onClose();
        setTimeout(() => router.push('/security/cameras', 'forward', 'push'), CAMERA_NAVIGATE_MS);
      }, CAMERA_CLOSE_MS);
      return;
    }
    change({ typeI });
  };

  const chooseCategory = (next: DeviceCategory) => {
    if (next === 'ikea' && !home.property?.retailerIntegrationEnabled) {
      void presentAlert({
        header: t('addDevice.ikeaTitle'),
        message: t('addDevice.ikeaText'),
        buttons: [
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('addDevice.activate'),
            handler: () => {
              close();
              router.push('/e-shop/IKEA', 'forward', 'push');
            },
          },
        ],
      });
      return;
    }
    setCategory(next);
    if (next !== category) change({ typeI: null });
  };

  const retry = () => {
    setResult(null);
    setProgress(0);
    change({ ready: false });
    setStep(1);
  };

  const offline = home.property !== undefined && !home.property.gatewayActive && step !== 4;
  const title = t('addDevice.title');
  const footer =
    offline || step === 4 ? undefined : (
      <div className="wizard-footer">
        <span className="wizard-footer__step">{t('addDevice.step', { step })}</span>
        {step > 1 ? (
          <IonButton fill="outline" color="medium" onClick={() => setStep((step - 1) as AddStep)}>
            {t('common.back')}
          </IonButton>
        ) : null}
        {step < 3 ? (
          <IonButton
            disabled={!canLeaveStep(step, draft)}
            onClick={() => {
              if (step === 2) change({ name: normalizeDeviceName(draft.name) });
              setStep((step + 1) as AddStep);
            }}
          >
            {t('addDevice.next')}
          </IonButton>
        ) : (
          <IonButton disabled={!canLeaveStep(3, draft)} onClick={() => void connect()}>
            {t('addDevice.connect')}
          </IonButton>
        )}
      </div>
    );

  return (
    <AppModal
      open={open}
      label={title}
      onDismissed={() => {
        abandon();
        onDismissed();
      }}
      testId="add-device-modal"
    >
      <ModalFrame title={title} onClose={close} footer={footer}>
        {offline ? <GatewayOffline /> : null}
        {!offline && step === 1 ? (
          <CategoryStep category={category} typeI={draft.typeI} onCategory={chooseCategory} onPick={pick} />
        ) : null}
        {!offline && step === 2 ? (
          <NameStep
            name={draft.name}
            roomId={draft.roomId}
            rooms={home.rooms}
            onName={(name) => change({ name })}
            onRoom={(roomId) => change({ roomId })}
          />
        ) : null}
        {!offline && step === 3 && draft.typeI ? (
          <PairStep typeI={draft.typeI} ready={draft.ready} onReady={(ready) => change({ ready })} />
        ) : null}
        {step === 4 ? (
          <ProgressStep
            name={draft.name}
            progress={progress}
            outcome={result?.outcome ?? null}
            reason={result?.reason ?? null}
            onRetry={retry}
            onClose={close}
          />
        ) : null}
      </ModalFrame>
    </AppModal>
  );
}
