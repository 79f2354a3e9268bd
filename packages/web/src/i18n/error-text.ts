// Turns API errors into the user's language: by error code (spec: the web translates by code), and
// the field messages of VALIDATION_FAILED by the contract's known texts.
import type { TFunction } from 'i18next';
import { ApiError } from '../api/client';
import { en } from './en';

type ErrorKey = keyof typeof en.errors;
type ValidationKey = keyof typeof en.validation;

function isErrorKey(code: string): code is ErrorKey {
  return Object.prototype.hasOwnProperty.call(en.errors, code);
}

/** A sentence for any error thrown by a call. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (isErrorKey(error.code)) return t(`errors.${error.code}`);
    if (error.message) return error.message;
  }
  return t('errors.UNKNOWN');
}

// The contract's (English) field messages and the catalogue texts that say the same.
const KNOWN_FIELD_MESSAGES: Array<[RegExp, ValidationKey]> = [
  [/e-?mail/i, 'invalidEmail'],
  [/name is required|required/i, 'required'],
  [/phone/i, 'invalidPhone'],
  [/terms/i, 'termsRequired'],
  [/8 characters|password/i, 'weakPassword'],
  [/code/i, 'invalidCode'],
];

/** The translated message of one VALIDATION_FAILED field issue. */
export function fieldIssueText(t: TFunction, message: string): string {
  const known = KNOWN_FIELD_MESSAGES.find(([pattern]) => pattern.test(message));
  return known ? t(`validation.${known[1]}`) : message;
}
