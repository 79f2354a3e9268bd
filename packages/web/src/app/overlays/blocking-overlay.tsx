// A full-screen dialog that blocks the app until its condition ends (spec 000 §2.5). The app behind
// it is made inert so neither pointer nor keyboard can reach it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IonIcon } from '@ionic/react';

interface BlockingOverlayProps {
  icon: string;
  title: string;
  text: string;
  children?: ReactNode;
  testId: string;
}

export function BlockingOverlay({ icon, title, text, children, testId }: BlockingOverlayProps) {
  const titleId = useId();
  const textId = useId();
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const app = document.querySelector('ion-split-pane');
    app?.setAttribute('inert', '');
    cardRef.current?.focus();
    return () => {
      if (!document.querySelector('.blocking-overlay:not([data-leaving])')) app?.removeAttribute('inert');
    };
  }, []);

  return (
    <div className="blocking-overlay" data-testid={testId}>
      <div
        className="blocking-overlay__card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        ref={cardRef}
      >
        <div className="blocking-overlay__icon">
          <IonIcon icon={icon} aria-hidden="true" />
        </div>
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        {children}
      </div>
    </div>
  );
}
