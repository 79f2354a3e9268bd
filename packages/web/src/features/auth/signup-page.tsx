// Sign-up in two ways (segment): a new home by e-mail verification, or a tenant's property code.
import { useState } from 'react';
import { IonLabel, IonRouterLink } from '@ionic/react';
import { IonSegment, IonSegmentButton } from '../../components/ionic/lazy-components';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/auth-layout';
import { SignupNewHome } from './signup-new-home';
import { SignupPropertyCode } from './signup-property-code';

type Mode = 'new-home' | 'property-code';

export function SignupPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('new-home');
  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')} wide>
      <IonSegment
        className="signup-mode"
        value={mode}
        aria-label={t('signup.modeLabel')}
        onIonChange={(event) =>
          setMode(event.detail.value === 'property-code' ? 'property-code' : 'new-home')
        }
      >
        <IonSegmentButton value="new-home">
          <IonLabel>{t('signup.newHome')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="property-code">
          <IonLabel>{t('signup.propertyCode')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {/* Both stay mounted so switching back and forth loses nothing typed. */}
      <div hidden={mode !== 'new-home'}>
        <SignupNewHome />
      </div>
      <div hidden={mode !== 'property-code'}>
        <SignupPropertyCode />
      </div>
      <p className="auth-card__switch">
        {t('signup.haveAccount')}{' '}
        <IonRouterLink routerLink="/login" className="text-link">
          {t('common.logIn')}
        </IonRouterLink>
      </p>
    </AuthLayout>
  );
}
