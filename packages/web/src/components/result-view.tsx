// A finished or failed step of a flow (mail sent, link invalid, invitation declined…).
import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';

interface ResultViewProps {
  icon: string;
  tone?: 'success' | 'info' | 'danger';
  title: string;
  text: ReactNode;
  children?: ReactNode;
}

export function ResultView({ icon, tone = 'info', title, text, children }: ResultViewProps) {
  return (
    <div className={`result-view result-view--${tone}`} role="status">
      <div className="result-view__icon">
        <IonIcon icon={icon} aria-hidden="true" />
      </div>
      <h2 className="result-view__title">{title}</h2>
      <p className="result-view__text">{text}</p>
      {children ? <div className="result-view__actions">{children}</div> : null}
    </div>
  );
}
