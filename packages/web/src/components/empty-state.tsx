// An honest empty state: what will appear here, and what to do next (never fake data).
import type { ReactNode } from 'react';
import { IonIcon } from '@ionic/react';

interface EmptyStateProps {
  icon: string;
  title: string;
  text: string;
  badge?: string;
  children?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({ icon, title, text, badge, children, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <section className="empty-state">
      <div className="empty-state__icon">
        <IonIcon icon={icon} aria-hidden="true" />
      </div>
      {badge ? <span className="empty-state__badge">{badge}</span> : null}
      <Heading className="empty-state__title">{title}</Heading>
      <p className="empty-state__text">{text}</p>
      {children ? <div className="empty-state__actions">{children}</div> : null}
    </section>
  );
}
