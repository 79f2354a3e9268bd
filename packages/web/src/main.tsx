// Entry point: Ionic's CSS and config, the language, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/layout.css';
import './theme/components.css';
import './theme/forms.css';
import './theme/states.css';
import './theme/menu.css';
import './theme/home.css';
import { applyLanguage, initI18n } from './i18n/i18n';
import { getLanguage, subscribeLanguage } from './lib/language';
import { App } from './app/app';

setupIonicReact({ mode: 'md' });
await initI18n(getLanguage());
subscribeLanguage(() => void applyLanguage(getLanguage()));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
