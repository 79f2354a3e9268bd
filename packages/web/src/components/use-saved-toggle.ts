// A setting that saves the moment it changes (spec 002 §4 notification settings): the new value shows
// at once; success toasts 'Updated successfully', failure toasts 'Something has failed please try that
// again', reports the error and puts the old value back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '../api/app-info';
import { toastFailed, toastUpdated } from './notify';

export function useSavedToggle(
  name: string,
  stored: boolean,
  save: (value: boolean) => Promise<void>,
): { checked: boolean; pending: boolean; change: (value: boolean) => void } {
  const { t } = useTranslation();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? stored;

  const change = (value: boolean) => {
    if (value === checked || optimistic !== null) return;
    setOptimistic(value);
    save(value)
      .then(() => void toastUpdated(t))
      .catch((error: unknown) => {
        reportClientError('settings', error, `toggle ${name}`);
        void toastFailed(t);
      })
      .finally(() => setOptimistic(null));
  };

  return { checked, pending: optimistic !== null, change };
}
