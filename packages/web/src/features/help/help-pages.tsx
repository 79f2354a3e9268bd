// Help and introduction pages for logged-in users; their content arrives in a later issue (spec 002).
import { bookOutline, helpBuoyOutline, sparklesOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ComingPage } from '../../components/coming-page';

export function HelpCenterPage() {
  const { t } = useTranslation();
  return <ComingPage title={t('pages.helpCenter')} text={t('pages.helpCenterText')} icon={bookOutline} />;
}

export function HelpWithGatewayPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      title={t('pages.helpWithGateway')}
      text={t('pages.helpWithGatewayText')}
      icon={helpBuoyOutline}
    />
  );
}

export function AppIntroPage() {
  const { t } = useTranslation();
  return <ComingPage title={t('pages.appIntro')} text={t('pages.appIntroText')} icon={sparklesOutline} />;
}
