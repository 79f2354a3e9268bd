// /my-account: who is logged in (picture, name, e-mail, phone, address) with the ways to change it —
// the edit-profile and settings modals — the app language and the app version.
import { IonButton, IonContent, IonIcon, IonItem, IonLabel } from '@ionic/react';
import { IonList, IonNote } from '../../components/ionic/lazy-components';
import { callOutline, createOutline, locationOutline, mailOutline, settingsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { APP_BUILD, APP_VERSION } from '@hemvakt/contract/app-info';
import { useUserData } from '../../api/user-data';
import { openModal } from '../../app/modals/modal-store';
import { AppHeader } from '../../components/app-header';
import { Avatar } from '../../components/avatar';
import { LanguageSwitch } from '../../components/language-switch';
import { useChangeLanguage } from '../../components/use-change-language';
import { formatDate } from '../../lib/format-date';
import '../../theme/modals.css';
import { useSession } from '../../lib/session';

export function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const changeLanguage = useChangeLanguage();
  const user = data?.[0];
  const name = user?.name ?? session?.userName ?? '';
  const address = user?.myAddress;
  const addressLine = address
    ? [
        [address.street, address.propertyNumber].filter(Boolean).join(' '),
        address.flatNumber,
        [address.postCode, address.city].filter(Boolean).join(' '),
        address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <>
      <AppHeader title={t('myAccount.title')} />
      <IonContent className="app-content">
        <div className="page-body page-body--narrow">
          <h1 className="page-title">{t('myAccount.title')}</h1>
          <section className="settings-card" aria-labelledby="profile-heading">
            <div className="account-head">
              <Avatar name={name} image={user?.profileImage ?? null} size={64} />
              <div className="account-head__text">
                <h2 id="profile-heading">{name}</h2>
                <span>{t('myAccount.profile')}</span>
              </div>
            </div>
            <IonList lines="full" inset={false}>
              {user ? (
                <IonItem>
                  <IonIcon icon={mailOutline} slot="start" aria-hidden="true" />
                  <IonLabel>
                    <p>{t('common.email')}</p>
                    <h3>{user.email}</h3>
                  </IonLabel>
                </IonItem>
              ) : null}
              {user?.phone ? (
                <IonItem>
                  <IonIcon icon={callOutline} slot="start" aria-hidden="true" />
                  <IonLabel>
                    <p>{t('common.phone')}</p>
                    <h3>{user.phone}</h3>
                  </IonLabel>
                </IonItem>
              ) : null}
              {addressLine ? (
                <IonItem lines="none">
                  <IonIcon icon={locationOutline} slot="start" aria-hidden="true" />
                  <IonLabel>
                    <p>{t('profile.addressTitle')}</p>
                    <h3>{addressLine}</h3>
                  </IonLabel>
                </IonItem>
              ) : null}
            </IonList>
            <div className="account-actions">
              <IonButton onClick={() => openModal('profile')}>
                <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
                {t('profile.title')}
              </IonButton>
              <IonButton fill="outline" onClick={() => openModal('settings')}>
                <IonIcon slot="start" icon={settingsOutline} aria-hidden="true" />
                {t('settings.title')}
              </IonButton>
            </div>
          </section>

          <section className="settings-card settings-card--padded" aria-labelledby="language-heading">
            <h2 id="language-heading">{t('common.language')}</h2>
            <p className="settings-card__text">{t('settings.languageText')}</p>
            <LanguageSwitch onSelect={changeLanguage} />
            <p className="settings-card__note">
              {t('myAccount.dateFormat', { example: formatDate(new Date()) })}
            </p>
          </section>

          <section className="settings-card settings-card--padded" aria-labelledby="version-heading">
            <h2 id="version-heading">{t('myAccount.appVersion')}</h2>
            <IonNote>
              Hemvakt {APP_VERSION} ({APP_BUILD})
            </IonNote>
          </section>
        </div>
      </IonContent>
    </>
  );
}
