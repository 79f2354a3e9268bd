// A setting that saves the moment it changes (spec 002 §4, §8): the new value shows at once; success
// toasts 'Updated successfully', failure toasts 'Something has failed please try that again', reports
// the error and puts the stored value back. `save` must make `stored` the new value before it resolves.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '../api/app-info';
import { toastFailed, toastUpdated } from './notify';

export function useSavedValue<T>(
  name: string,
  stored: T,
  save: (value: T) => Promise<void>,
): { value: T; pending: boolean; change: (value: T) => void } {
  const { t } = useTranslation();
  const [optimistic, setOptimistic] = useState<{ value: T } | null>(null);
  const value = optimistic ? optimistic.value : stored;

  const change = (next: T) => {
    if (Object.is(next, value) || optimistic !== null) return;
    setOptimistic({ value: next });
    save(next)
      .then(() => void toastUpdated(t))
      .catch((error: unknown) => {
        reportClientError('settings', error, `change ${name}`);
        void toastFailed(t);
      })
      .finally(() => setOptimistic(null));
  };

  return { value, pending: optimistic !== null, change };
}
