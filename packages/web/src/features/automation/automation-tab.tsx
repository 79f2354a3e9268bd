// The Automation tab (spec 001 §2): the home's automations — IF / THEN in words, active switch, last run
// and why — and its scenes, side by side on large screens, one under the other on phones.
import { IonButton, IonIcon } from '@ionic/react';
import { IonSkeletonText } from '../../components/ionic/lazy-components';
import { addOutline, flashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useAutomations } from '../../api/automations';
import { useDevices } from '../../api/devices';
import { useScenes } from '../../api/scenes';
import { useUserData } from '../../api/user-data';
import { openModal } from '../../app/modals/modal-store';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed, NoHomePage } from '../../components/page-states';
import { useCurrentHome } from '../../lib/use-current-home';

/** 21:43 in the browser's time zone. */
const formatClock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
import { AutomationCard } from './automation-card';
import type { Names } from './describe';
import { SceneList } from './scene-list';
import '../../theme/smart-home.css';
import '../../theme/automation.css';

export function AutomationTab() {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const automations = useAutomations(home.propertyId);
  const devices = useDevices(home.propertyId);
  const scenes = useScenes(home.propertyId);
  const editable = home.can('userCanEditCreateScenes');
  const weather = useUserData().data?.[6];

  if (!home.propertyId) return <NoHomePage />;
  const names: Names = {
    device: (id) => devices.data?.find((d) => d.id === id),
    scene: (id) => scenes.data?.find((s) => s.id === id),
  };
  const list = automations.data ?? [];
  return (
    <div className="page-body automation-page">
      <section aria-labelledby="automations-title" className="automation-page__main">
        <div className="home-section__head">
          <h1 id="automations-title" className="page-title">
            {t('automation.automations')}
          </h1>
          {editable ? (
            <IonButton size="small" onClick={() => openModal('automation')}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              {t('automation.newAutomation')}
            </IonButton>
          ) : null}
        </div>
        <p className="section-intro">{t('automation.intro')}</p>
        {weather ? (
          <p className="weather-now" data-testid="weather-now">
            {t('automation.weatherNow', {
              weather: t(`automation.weathers.${weather.condition}`).toLowerCase(),
              temperature: weather.temperature,
              sunrise: weather.sunrise ? formatClock(weather.sunrise) : '–',
              sunset: weather.sunset ? formatClock(weather.sunset) : '–',
            })}
          </p>
        ) : null}
        {automations.isPending ? (
          <IonSkeletonText animated className="automation-card automation-card--skeleton" />
        ) : null}
        {automations.isError ? (
          <LoadFailed
            title={t('automation.loadFailed')}
            error={automations.error}
            onRetry={() => void automations.refetch()}
          />
        ) : null}
        {automations.isSuccess && list.length === 0 ? (
          <EmptyState icon={flashOutline} title={t('automation.empty')} text={t('automation.emptyText')}>
            {editable ? (
              <IonButton fill="outline" onClick={() => openModal('automation')}>
                {t('automation.newAutomation')}
              </IonButton>
            ) : null}
          </EmptyState>
        ) : null}
        <ul className="automation-list">
          {list.map((automation) => (
            <AutomationCard key={automation.id} automation={automation} names={names} editable={editable} />
          ))}
        </ul>
      </section>
      <div className="automation-page__side">
        <SceneList propertyId={home.propertyId} />
      </div>
    </div>
  );
}
