// react-i18next with English bundled (the default) and Swedish loaded when first needed.
// The app language is EN or SE (spec 000 §3.1); i18next uses the codes en / sv.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@hemvakt/contract/common';
import { en } from './en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export function i18nCode(language: Language): 'en' | 'sv' {
  return language === 'SE' ? 'sv' : 'en';
}

async function ensureCatalogue(code: 'en' | 'sv'): Promise<void> {
  if (code === 'en' || i18n.hasResourceBundle('sv', 'translation')) return;
  const { sv } = await import('./sv');
  i18n.addResourceBundle('sv', 'translation', sv);
}

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  await applyLanguage(language);
}

export async function applyLanguage(language: Language): Promise<void> {
  const code = i18nCode(language);
  await ensureCatalogue(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
}

export { i18n };
