// The bottom of both side menus: language switch, log out (with confirmation) and the app version.
import { IonButton, IonFooter, IonIcon } from '@ionic/react';
import { logOutOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { APP_BUILD, APP_VERSION } from '@hemvakt/contract/app-info';
import { LanguageSwitch } from '../../components/language-switch';
import { useChangeLanguage } from '../../components/use-change-language';
import { presentAlert } from '../../components/ionic/overlays';
import { useLogout } from '../session/use-logout';

export function MenuFooter() {
  const { t } = useTranslation();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage();

  const confirmLogout = () =>
    void presentAlert({
      header: t('menu.logoutTitle'),
      message: t('menu.logoutText'),
      cssClass: 'logout-alert',
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('common.logout'), role: 'confirm', handler: () => logout('/login') },
      ],
    });

  return (
    <IonFooter className="menu-footer">
      <div className="menu-footer__language">
        <span className="menu-footer__label">{t('common.language')}</span>
        <LanguageSwitch onSelect={changeLanguage} />
      </div>
      <IonButton
        expand="block"
        fill="outline"
        color="medium"
        className="menu-footer__logout"
        onClick={confirmLogout}
      >
        <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
        {t('common.logout')}
      </IonButton>
      <p className="menu-footer__version">{t('menu.version', { version: APP_VERSION, build: APP_BUILD })}</p>
    </IonFooter>
  );
}
