// One entry of a side menu: a link (closes the menu on phones), a button, or disabled with a hint.
import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import { IonMenuToggle, IonNote } from '../../components/ionic/lazy-components';

interface MenuItemProps {
  icon: string;
  label: string;
  path?: string;
  active?: boolean;
  onClick?: () => void;
  disabledHint?: string | null;
}

export function MenuItem({ icon, label, path, active = false, onClick, disabledHint }: MenuItemProps) {
  if (disabledHint) {
    return (
      <IonItem lines="none" className="menu-item" disabled>
        <IonIcon slot="start" icon={icon} aria-hidden="true" />
        <IonLabel>
          {label}
          <IonNote className="menu-item__hint">{disabledHint}</IonNote>
        </IonLabel>
      </IonItem>
    );
  }
  return (
    <IonMenuToggle autoHide={false}>
      <IonItem
        lines="none"
        button
        detail={false}
        className={`menu-item${active ? ' menu-item--active' : ''}`}
        routerLink={path}
        routerDirection={path ? 'root' : undefined}
        onClick={onClick}
        aria-current={active ? 'page' : undefined}
      >
        <IonIcon slot="start" icon={icon} aria-hidden="true" />
        <IonLabel>{label}</IonLabel>
      </IonItem>
    </IonMenuToggle>
  );
}
