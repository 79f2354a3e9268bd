// The landlord area's pages (spec 000 §2.1, §2.3). Their features arrive in later issues; each page
// exists now with its menu entry and says what it will hold.
import {
  addCircleOutline,
  barChartOutline,
  businessOutline,
  documentTextOutline,
  listOutline,
  notificationsOutline,
  optionsOutline,
  peopleOutline,
  personCircleOutline,
  homeOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ComingPage } from '../../components/coming-page';

export function AddPropertyPage() {
  const { t } = useTranslation();
  return (
    <ComingPage title={t('menu.addProperty')} text={t('landlord.addPropertyText')} icon={addCircleOutline} />
  );
}

export function LandlordPropertiesPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      title={t('menu.landlordProperties')}
      text={t('landlord.propertiesText')}
      icon={businessOutline}
    />
  );
}

export function LandlordPropertyPage() {
  const { t } = useTranslation();
  return (
    <ComingPage title={t('menu.landlordProperties')} text={t('landlord.propertyText')} icon={homeOutline} />
  );
}

export function LandlordAlarmsPage() {
  const { t } = useTranslation();
  return <ComingPage title={t('menu.alarms')} text={t('landlord.alarmsText')} icon={notificationsOutline} />;
}

export function PropertyManagersPage() {
  const { t } = useTranslation();
  return (
    <ComingPage title={t('menu.propertyManagers')} text={t('landlord.managersText')} icon={peopleOutline} />
  );
}

export function StrategiesPage() {
  const { t } = useTranslation();
  return (
    <ComingPage title={t('menu.strategies')} text={t('landlord.strategiesText')} icon={optionsOutline} />
  );
}

export function LandlordSettingsPage() {
  const { t } = useTranslation();
  return (
    <ComingPage title={t('menu.mySettings')} text={t('landlord.settingsText')} icon={personCircleOutline} />
  );
}

export function StatisticsPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      title={t('landlord.statisticsTitle')}
      text={t('landlord.statisticsText')}
      icon={barChartOutline}
    />
  );
}

export function EventsPage() {
  const { t } = useTranslation();
  return <ComingPage title={t('landlord.eventsTitle')} text={t('landlord.eventsText')} icon={listOutline} />;
}

export function DetailPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      title={t('landlord.detailTitle')}
      text={t('landlord.detailText')}
      icon={documentTextOutline}
    />
  );
}
