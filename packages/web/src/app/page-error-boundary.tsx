// Keeps one page's failure (a chunk that could not load, a rendering error) inside that page: the
// visitor sees what happened and can reload, and the rest of the app keeps working.
import { Component, type ReactNode } from 'react';
import { IonButton, IonContent } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';

const WARNING_ICON =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512'><path d='M85.57 446.25h340.86a32 32 0 0028.17-47.17L284.18 82.58c-12.09-22.44-44.27-22.44-56.36 0L57.4 399.08a32 32 0 0028.17 47.17z' fill='none' stroke='currentColor' stroke-linecap='round' stroke-linejoin='round' stroke-width='32'/><path d='M250.26 195.39l5.74 122 5.73-121.95a5.74 5.74 0 00-5.79-6h0a5.74 5.74 0 00-5.68 5.95z' fill='none' stroke='currentColor' stroke-linecap='round' stroke-linejoin='round' stroke-width='32'/><path d='M256 397.25a20 20 0 1120-20 20 20 0 01-20 20z'/></svg>";

function PageLoadError() {
  const { t } = useTranslation();
  return (
    <IonContent className="app-content">
      <div className="page-body">
        <EmptyState
          icon={WARNING_ICON}
          title={t('errors.PAGE_LOAD_TITLE')}
          text={t('errors.PAGE_LOAD')}
          headingLevel="h1"
        >
          <IonButton onClick={() => window.location.reload()}>{t('common.reload')}</IonButton>
        </EmptyState>
      </div>
    </IonContent>
  );
}

interface Props {
  children: ReactNode;
  /** What to show instead of the failed part; the page-load message by default. */
  fallback?: ReactNode;
}

export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A page failed to load or render', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback === undefined ? <PageLoadError /> : this.props.fallback;
    return this.props.children;
  }
}
