// A toggle that saves the moment it changes: useSavedValue for a boolean.
import { useSavedValue } from './use-saved-value';

export function useSavedToggle(
  name: string,
  stored: boolean,
  save: (value: boolean) => Promise<void>,
): { checked: boolean; pending: boolean; change: (value: boolean) => void } {
  const { value, pending, change } = useSavedValue(name, stored, save);
  return { checked: value, pending, change };
}
