// The resident side menu (spec 000 §2.4). The profile header opens the edit-profile modal; Manage
// properties, Members, Settings, Add device and My devices open their modals; entries whose feature
// comes in a later issue open an honest "coming" dialog. Members and Membership are disabled for a House Member.
import { IonContent, IonIcon, IonItem } from '@ionic/react';
import {
  addCircleOutline,
  cardOutline,
  chevronForward,
  helpCircleOutline,
  homeOutline,
  hardwareChipOutline,
  layersOutline,
  peopleOutline,
  settingsOutline,
} from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../api/user-data';
import { currentRole, isHouseMember } from '../../lib/role';
import { useSession } from '../../lib/session';
import { IonList, IonMenu, IonMenuToggle } from '../../components/ionic/lazy-components';
import { presentAlert } from '../../components/ionic/overlays';
import { initials } from '../../lib/text';
import { openModal } from '../modals/modal-store';
import { MenuFooter } from './menu-footer';
import { MenuItem } from './menu-item';

export function ResidentMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const { data } = useUserData();
  const user = data?.[0];
  const houseMember = isHouseMember(currentRole(session, user));
  // Entries whose feature arrives later say so in a dialog (nothing faked).
  const coming = (title: string, text: string) => () =>
    void presentAlert({
      header: title,
      subHeader: t('common.coming'),
      message: `${text} ${t('common.comingHint')}`,
      cssClass: 'coming-alert',
      buttons: [{ text: t('common.ok'), role: 'cancel' }],
    });
  const name = user?.name ?? session?.userName ?? '';
  const notAllowed = houseMember ? t('menu.notAllowedHint') : null;

  return (
    <IonMenu contentId="main" menuId="main-menu" type="overlay" disabled={disabled} className="app-menu">
      <IonContent className="app-menu__content">
        <IonMenuToggle autoHide={false}>
          <IonItem
            button
            detail={false}
            lines="none"
            className="menu-profile"
            aria-label={`${name}, ${t('menu.editProfile')}`}
            onClick={() => openModal('profile')}
            data-testid="menu-profile"
          >
            {user?.profileImage ? (
              <img
                className="menu-profile__avatar menu-profile__avatar--image"
                src={user.profileImage}
                alt=""
              />
            ) : (
              <span className="menu-profile__avatar" aria-hidden="true">
                {initials(name)}
              </span>
            )}
            <span className="menu-profile__text">
              <strong className="menu-profile__name">{name}</strong>
              <span className="menu-profile__email">{user?.email ?? ''}</span>
            </span>
            <IonIcon icon={chevronForward} slot="end" aria-hidden="true" />
          </IonItem>
        </IonMenuToggle>
        <nav aria-label={t('menu.residentLabel')}>
          <IonList lines="none" className="app-menu__list">
            <MenuItem
              icon={homeOutline}
              label={t('tabs.home')}
              path="/main-view"
              active={pathname === '/main-view'}
            />
            <MenuItem
              icon={addCircleOutline}
              label={t('menu.addDevice')}
              onClick={() => openModal('addDevice')}
            />
            <MenuItem
              icon={hardwareChipOutline}
              label={t('menu.myDevices')}
              onClick={() => openModal('myDevices')}
            />
            <MenuItem
              icon={layersOutline}
              label={t('menu.manageProperties')}
              onClick={() => openModal('properties')}
            />
            <MenuItem
              icon={peopleOutline}
              label={t('menu.members')}
              disabledHint={notAllowed}
              onClick={() => openModal('members')}
            />
            <MenuItem
              icon={cardOutline}
              label={t('menu.membership')}
              disabledHint={notAllowed}
              onClick={coming(t('menu.membership'), t('menu.membershipText'))}
            />
            <MenuItem
              icon={helpCircleOutline}
              label={t('menu.helpCenter')}
              path="/help-center"
              active={pathname === '/help-center'}
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
