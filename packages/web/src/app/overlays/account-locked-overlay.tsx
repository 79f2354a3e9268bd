// The account is locked (an ACCOUNT_LOCKED answer, or user data with active false): a blocking
// overlay whose only way out is logging out (spec 000 §4.1, §8).
import { IonButton } from '@ionic/react';
import { lockClosedOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useAccountLocked } from '../app-state';
import { useLogout } from '../session/use-logout';
import { BlockingOverlay } from './blocking-overlay';

export function AccountLockedOverlay() {
  const { t } = useTranslation();
  const locked = useAccountLocked();
  const session = useSession();
  const logout = useLogout();
  if (!locked || !session) return null;
  return (
    <BlockingOverlay
      testId="account-locked-overlay"
      icon={lockClosedOutline}
      title={t('overlays.lockedTitle')}
      text={t('overlays.lockedText')}
    >
      <IonButton expand="block" onClick={() => logout('/login')}>
        {t('overlays.lockedButton')}
      </IonButton>
    </BlockingOverlay>
  );
}
