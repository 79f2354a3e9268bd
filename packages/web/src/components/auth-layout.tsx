// The frame of the logged-out and public pages: a brand panel beside the form on large screens,
// the logo above it on phones, and the language switch.
import type { ReactNode } from 'react';
import { IonContent, IonIcon } from '@ionic/react';
import { flameOutline, homeOutline, peopleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { APP_BUILD, APP_VERSION } from '@hemvakt/contract/app-info';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

export function AuthLayout({ title, subtitle, children, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <IonContent className="auth-content">
      <div className="auth-layout">
        <div className="auth-brand">
          <BrandLogo size={44} inverse />
          <p className="auth-brand__tagline">{t('brand.tagline')}</p>
          <ul className="auth-brand__points">
            <li>
              <IonIcon icon={homeOutline} aria-hidden="true" />
              {t('brand.pointHome')}
            </li>
            <li>
              <IonIcon icon={flameOutline} aria-hidden="true" />
              {t('brand.pointSecurity')}
            </li>
            <li>
              <IonIcon icon={peopleOutline} aria-hidden="true" />
              {t('brand.pointShare')}
            </li>
          </ul>
        </div>
        <div className="auth-main">
          <div className="auth-main__top">
            <span className="auth-main__logo">
              <BrandLogo size={34} />
            </span>
            <LanguageSwitch compact />
          </div>
          <div className={`auth-card${wide ? ' auth-card--wide' : ''}`}>
            <h1 className="auth-card__title">{title}</h1>
            {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
            {children}
          </div>
          <p className="auth-main__footer">
            Hemvakt {APP_VERSION} ({APP_BUILD})
          </p>
        </div>
      </div>
    </IonContent>
  );
}
