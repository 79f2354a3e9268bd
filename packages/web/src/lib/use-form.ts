// Small form state: values, field errors and one form-level error. Values are never cleared on a
// failed submit; a field's error goes away as soon as it is edited.
import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';
import { errorText, fieldIssueText } from '../i18n/error-text';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export function useForm<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldNames] = useState(() => new Set(Object.keys(initial)));

  const setField = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  /** Sets several values at once (used by field groups such as the account fields). */
  const patch = useCallback((changes: Partial<T>) => {
    setValues((previous) => ({ ...previous, ...changes }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const name of Object.keys(changes)) delete next[name as keyof T & string];
      return next;
    });
  }, []);

  const setFieldError = useCallback(<K extends keyof T & string>(name: K, message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  /** Shows a failed call: field issues on their fields, everything else as the form error. */
  const showError = useCallback(
    (t: TFunction, error: unknown, fieldAliases: Record<string, keyof T & string> = {}) => {
      if (error instanceof ApiError && error.fieldIssues.length > 0) {
        const next: FieldErrors<T> = {};
        const unplaced: string[] = [];
        for (const issue of error.fieldIssues) {
          const last = issue.field.split('.').pop() ?? issue.field;
          const name = fieldAliases[issue.field] ?? fieldAliases[last] ?? last;
          if (fieldNames.has(name)) next[name as keyof T & string] = fieldIssueText(t, issue.message);
          else unplaced.push(fieldIssueText(t, issue.message));
        }
        setErrors(next);
        setFormError(unplaced.length > 0 ? unplaced.join(' ') : t('validation.fixFields'));
        return;
      }
      setFormError(errorText(t, error));
    },
    [fieldNames],
  );

  /** Shows the client-side findings; 'Some fields are empty' when a required field is. True when none. */
  const check = useCallback((t: TFunction, found: FieldErrors<T>): boolean => {
    setErrors(found);
    const messages = Object.values(found);
    if (messages.includes(t('validation.required'))) setFormError(t('validation.someFieldsEmpty'));
    return messages.length === 0;
  }, []);

  return {
    values,
    setField,
    patch,
    errors,
    setErrors,
    setFieldError,
    formError,
    setFormError,
    showError,
    check,
  };
}
