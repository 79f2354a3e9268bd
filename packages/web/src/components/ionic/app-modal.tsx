// A modal dialog for lazily loaded features: Ionic's ion-modal (sheet on phones, centred card on
// large screens, Escape and backdrop close it), portalled to ion-app. Ionic moves a presented modal
// there anyway, so rendering it there keeps React the owner of the node; contexts (router, query
// client, i18n) still reach the content through the portal. The content sits in an
// `.ion-delegate-host` of our own, so Ionic does not wrap (move) it.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IonModal } from './lazy-components';
import '../../theme/modals.css';

interface AppModalProps {
  open: boolean;
  /** The accessible name of the dialog. */
  label: string;
  /** Ionic finished closing it (after Escape, the backdrop, or `open` turning false). */
  onDismissed: () => void;
  size?: 'default' | 'wide' | 'compact';
  testId?: string;
  children: ReactNode;
}

export function AppModal({ open, label, onDismissed, size = 'default', testId, children }: AppModalProps) {
  const target = document.querySelector('ion-app') ?? document.body;
  return createPortal(
    <IonModal
      isOpen={open}
      aria-label={label}
      className={`app-modal app-modal--${size}`}
      data-testid={testId}
      onIonModalDidDismiss={(event: CustomEvent) => {
        // Nested overlays (alerts, toasts, selects) bubble their own dismiss events.
        if (event.target !== event.currentTarget) return;
        // Ionic puts the element back where it was right after this event; unmount after that.
        setTimeout(onDismissed, 0);
      }}
    >
      <div className="ion-delegate-host ion-page app-modal__page">{children}</div>
    </IonModal>,
    target,
  );
}
