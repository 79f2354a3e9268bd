// The Security tab (spec 001 §2, §4): the alarm mode with Arm / Disarm for members who may, an alarm
// that went off (which sensor, which room) and the sensors an automation found open, then the home's
// doors and windows, motion detectors, other security sensors, smart locks and cameras, and the recent
// alarms. /security/cameras scrolls to the cameras.
import { useEffect } from 'react';
import { IonSkeletonText } from '../../components/ionic/lazy-components';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATUS } from '@hemvakt/contract/device-catalogue';
import type { AlarmSetting } from '@hemvakt/contract/security';
import { useDevices } from '../../api/devices';
import { useResetOpenSensors, useSecurity, useSetSecurity } from '../../api/security';
import { LoadFailed, NoHomePage } from '../../components/page-states';
import { presentAlert } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { kindOf } from '../../lib/devices/device-display';
import { useSession } from '../../lib/session';
import { useCurrentHome } from '../../lib/use-current-home';
import { ActiveAlarm, FoundOpen, RecentAlarms } from './alarm-panels';
import { SecurityModeCard } from './security-mode-card';
import { SensorSections } from './sensor-sections';
import '../../theme/devices.css';
import '../../theme/smart-home.css';
import '../../theme/security.css';

export function SecurityTab() {
  const { t } = useTranslation();
  const { target } = useParams<{ target?: string }>();
  const home = useCurrentHome();
  const userId = useSession()?.userId ?? '';
  const security = useSecurity(home.propertyId);
  const devices = useDevices(home.propertyId);
  const setMode = useSetSecurity(home.propertyId ?? '', userId);
  const reset = useResetOpenSensors(home.propertyId ?? '');
  const canChange = home.can('userCanChangeAlarm');

  useEffect(() => {
    if (target === 'cameras' && security.data) document.getElementById('cameras')?.scrollIntoView();
  }, [target, security.data]);

  if (!home.propertyId) return <NoHomePage />;
  if (security.isPending) {
    return (
      <div className="page-body" aria-hidden="true">
        <IonSkeletonText animated className="security-mode security-mode--skeleton" />
      </div>
    );
  }
  if (!security.data) {
    return (
      <LoadFailed
        page
        title={t('security.loadFailed')}
        error={security.error}
        onRetry={() => void security.refetch()}
      />
    );
  }

  const state = security.data;
  const list = devices.data ?? [];
  const sirens = list.some((d) => kindOf(d) === 'siren' && d.status === DEVICE_STATUS.sirenActive);
  const change = (setting: AlarmSetting) =>
    setMode.mutate(setting, {
      onSuccess: ({ devNames }) => {
        void toast(t(setting === 'Armed' ? 'security.armedToast' : 'security.disarmedToast'));
        if (devNames.length > 0) {
          void presentAlert({
            header: t('scenes.openTitle'),
            message: t('scenes.openText', { names: devNames.join(', ') }),
            buttons: [{ text: t('common.ok'), role: 'cancel' }],
          });
        }
      },
      onError: (error) => void toast(errorText(t, error), 'danger'),
    });

  return (
    <div className="page-body">
      {state.activeAlarm ? (
        <ActiveAlarm
          alarm={state.activeAlarm}
          sirens={sirens}
          canDisarm={canChange}
          onDisarm={() => change('Disarmed')}
        />
      ) : null}
      <SecurityModeCard
        security={state}
        canChange={canChange}
        pending={setMode.isPending}
        onChange={change}
      />
      {state.openSensorsFoundByAutomation.length > 0 ? (
        <FoundOpen
          names={state.openSensorsFoundByAutomation}
          canReset={canChange}
          onReset={() => reset.mutate()}
        />
      ) : null}
      <SensorSections devices={list} rooms={home.rooms} />
      <RecentAlarms alarms={state.recentAlarms} />
    </div>
  );
}
