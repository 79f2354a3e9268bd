// The landlord side menu (spec 000 §2.3). Property managers shows only for a main landlord or an
// admin-capable manager (session ml / cbadol equal to the string 'true'). Settings opens the settings
// modal in its landlord form (application settings, feedback, global variables; spec 002 §6).
import { IonContent } from '@ionic/react';
import { IonList, IonMenu } from '../../components/ionic/lazy-components';
import {
  addCircleOutline,
  businessOutline,
  gridOutline,
  helpCircleOutline,
  notificationsOutline,
  optionsOutline,
  peopleOutline,
  personCircleOutline,
  settingsOutline,
} from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { isMainLandlord, useSession } from '../../lib/session';
import { openModal } from '../modals/modal-store';
import { MenuFooter } from './menu-footer';
import { MenuItem } from './menu-item';

const OVERVIEW_PATHS = ['/main-view', '/statistics', '/events'];

export function LandlordMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const at = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  return (
    <IonMenu contentId="main" menuId="main-menu" type="overlay" disabled={disabled} className="app-menu">
      <IonContent className="app-menu__content">
        <div className="menu-landlord-header">
          <BrandLogo size={32} />
          <div className="menu-landlord-header__company">{session?.companyName ?? ''}</div>
          <div className="menu-landlord-header__user">{session?.userName ?? ''}</div>
        </div>
        <nav aria-label={t('menu.landlordLabel')}>
          <IonList lines="none" className="app-menu__list">
            <MenuItem
              icon={gridOutline}
              label={t('menu.overview')}
              path="/main-view"
              active={OVERVIEW_PATHS.some(at)}
            />
            <MenuItem
              icon={addCircleOutline}
              label={t('menu.addProperty')}
              path="/add-property"
              active={at('/add-property')}
            />
            <MenuItem
              icon={businessOutline}
              label={t('menu.landlordProperties')}
              path="/landlord-properties"
              active={at('/landlord-properties')}
            />
            <MenuItem
              icon={notificationsOutline}
              label={t('menu.alarms')}
              path="/landlord-alarms"
              active={at('/landlord-alarms')}
            />
            {isMainLandlord(session) ? (
              <MenuItem
                icon={peopleOutline}
                label={t('menu.propertyManagers')}
                path="/property-managers"
                active={at('/property-managers')}
              />
            ) : null}
            <MenuItem
              icon={optionsOutline}
              label={t('menu.strategies')}
              path="/global-settings"
              active={at('/global-settings')}
            />
            <MenuItem
              icon={personCircleOutline}
              label={t('menu.mySettings')}
              path="/landlord-settings"
              active={at('/landlord-settings')}
            />
            <MenuItem
              icon={helpCircleOutline}
              label={t('menu.helpCenter')}
              path="/help-center"
              active={at('/help-center')}
            />
            <MenuItem
              icon={settingsOutline}
              label={t('menu.settings')}
              onClick={() => openModal('settings')}
            />
          </IonList>
        </nav>
      </IonContent>
      <MenuFooter />
    </IonMenu>
  );
}
