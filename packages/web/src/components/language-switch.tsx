// EN / Svenska switch. By default the choice is kept on this device (and in the session) across
// reloads; logged-in screens pass `onSelect` to also store it for the account (use-change-language.ts).
import { IonLabel } from '@ionic/react';
import { IonSegment, IonSegmentButton } from './ionic/lazy-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hemvakt/contract/common';
import { isLanguage, setLanguage, useLanguage } from '../lib/language';

interface LanguageSwitchProps {
  compact?: boolean;
  onSelect?: (language: Language) => void;
}

export function LanguageSwitch({ compact = false, onSelect = setLanguage }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <IonSegment
      className={`language-switch${compact ? ' language-switch--compact' : ''}`}
      value={language}
      aria-label={t('common.language')}
      onIonChange={(event) => {
        if (isLanguage(event.detail.value)) onSelect(event.detail.value);
      }}
    >
      <IonSegmentButton value="EN" lang="en" aria-label={compact ? t('common.english') : undefined}>
        <IonLabel>{compact ? 'EN' : t('common.english')}</IonLabel>
      </IonSegmentButton>
      <IonSegmentButton value="SE" lang="sv" aria-label={compact ? t('common.swedish') : undefined}>
        <IonLabel>{compact ? 'SV' : t('common.swedish')}</IonLabel>
      </IonSegmentButton>
    </IonSegment>
  );
}
