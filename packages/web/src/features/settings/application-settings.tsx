// View 6 of the settings modal: the language (stored on the server, so it follows the account),
// the newsletter and deals-and-offers subscriptions (saved at once), and the way to remove the account.
import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import { chevronForward, trashOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { patchCachedUser, saveDealsOffers, saveNewsletter } from '../../api/account';
import { useUserData } from '../../api/user-data';
import { IonList, IonToggle } from '../../components/ionic/lazy-components';
import { LanguageSwitch } from '../../components/language-switch';
import { useChangeLanguage } from '../../components/use-change-language';
import { useSession } from '../../lib/session';
import { useSavedToggle } from '../../components/use-saved-toggle';

export function ApplicationSettings({ onRemoveAccount }: { onRemoveAccount: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const { data } = useUserData();
  const user = data?.[0];
  const changeLanguage = useChangeLanguage();
  const newsletter = useSavedToggle(
    'newsletter',
    user?.subscribeNewsletter ?? session?.subscribeNewsletter ?? false,
    async (value) => {
      await saveNewsletter(value);
      patchCachedUser(queryClient, { subscribeNewsletter: value });
    },
  );
  const deals = useSavedToggle(
    'dealsOffers',
    user?.subscribeDealsOffers ?? session?.subscribeDealsOffers ?? false,
    async (value) => {
      await saveDealsOffers(value);
      patchCachedUser(queryClient, { subscribeDealsOffers: value });
    },
  );

  return (
    <div className="settings-view">
      <section className="settings-card settings-card--padded" aria-labelledby="app-language-heading">
        <h3 id="app-language-heading">{t('common.language')}</h3>
        <p className="settings-card__text">{t('settings.languageText')}</p>
        <LanguageSwitch onSelect={changeLanguage} />
      </section>

      <section className="settings-card settings-card--padded" aria-labelledby="app-mail-heading">
        <h3 id="app-mail-heading">{t('account.preferences')}</h3>
        <div className="toggle-list">
          <IonToggle
            checked={newsletter.checked}
            disabled={newsletter.pending}
            justify="space-between"
            onIonChange={(event) => newsletter.change(event.detail.checked)}
          >
            {t('settings.newsletter')}
          </IonToggle>
          <IonToggle
            checked={deals.checked}
            disabled={deals.pending}
            justify="space-between"
            onIonChange={(event) => deals.change(event.detail.checked)}
          >
            {t('settings.dealsOffers')}
          </IonToggle>
        </div>
      </section>

      <section className="settings-card" aria-labelledby="app-account-heading">
        <h3 id="app-account-heading" className="settings-card__heading">
          {t('settings.accountTitle')}
        </h3>
        <IonList lines="none">
          <IonItem button detail={false} onClick={onRemoveAccount} className="danger-item">
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" color="danger" />
            <IonLabel color="danger">{t('settings.removeAccount')}</IonLabel>
            <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />
          </IonItem>
        </IonList>
      </section>
    </div>
  );
}
