// Which app modals are open (the menus and pages open them; ModalHost shows them). A modal stays in
// the list while it animates out: `open` turns false first, and it leaves the list once dismissed.
import { useSyncExternalStore } from 'react';

export type ModalName =
  | 'properties'
  | 'members'
  | 'settings'
  | 'profile'
  | 'feedback'
  | 'addDevice'
  | 'myDevices'
  | 'device'
  // Smart locks (issue 7)
  | 'lock'
  | 'lockAccess'
  // Rooms, scenes and automations (issue 5).
  | 'room'
  | 'scene'
  | 'automation'
  | 'automationRuns'
  // Notifications (issue 6).
  | 'notifications';

/** What a modal is opened for (the device of the device popover, the room of the add-device wizard). */
export type ModalArgs = Record<string, string | undefined>;

export interface OpenModal {
  name: ModalName;
  open: boolean;
  args?: ModalArgs;
}

let modals: OpenModal[] = [];
const listeners = new Set<() => void>();

function publish(next: OpenModal[]): void {
  modals = next;
  listeners.forEach((listener) => listener());
}

export function openModal(name: ModalName, args?: ModalArgs): void {
  const others = modals.filter((modal) => modal.name !== name);
  publish([...others, args ? { name, open: true, args } : { name, open: true }]);
}

/** Starts closing a modal (Ionic animates it out, then calls removeModal). */
export function closeModal(name: ModalName): void {
  if (!modals.some((modal) => modal.name === name && modal.open)) return;
  publish(modals.map((modal) => (modal.name === name ? { ...modal, open: false } : modal)));
}

export function removeModal(name: ModalName): void {
  const entry = modals.find((modal) => modal.name === name);
  if (entry && !entry.open) publish(modals.filter((modal) => modal.name !== name));
}

export function closeAllModals(): void {
  if (modals.length > 0) publish(modals.map((modal) => ({ ...modal, open: false })));
}

export function useModals(): OpenModal[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => modals,
  );
}
