// The fields of a new account (name, phone, password + repeat, terms, newsletter / deals), shared by
// every sign-up path, with the same rules the server applies (contract schemas).
import { useId } from 'react';
import { IonCheckbox, IonToggle } from '../../components/ionic/lazy-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NameSchema, PhoneSchema, passwordProblems, type NewAccount } from '@hemvakt/contract/auth';
import type { Language } from '@hemvakt/contract/common';
import { TextField } from '../../components/text-field';
import { PasswordRules } from '../../components/password-rules';
import type { FieldErrors } from '../../lib/use-form';

export interface AccountValues {
  name: string;
  phone: string;
  password: string;
  repeat: string;
  acceptTerms: boolean;
  subscribeNewsletter: boolean;
  subscribeDealsOffers: boolean;
}

export const EMPTY_ACCOUNT: AccountValues = {
  name: '',
  phone: '',
  password: '',
  repeat: '',
  acceptTerms: false,
  subscribeNewsletter: false,
  subscribeDealsOffers: false,
};

/** Password + repeat rules, also used by the reset-password form. */
export function validatePasswordPair(
  t: TFunction,
  values: { password: string; repeat: string },
): FieldErrors<{ password: string; repeat: string }> {
  const errors: FieldErrors<{ password: string; repeat: string }> = {};
  if (!values.password) errors.password = t('validation.required');
  else if (passwordProblems(values.password).length > 0) errors.password = t('validation.weakPassword');
  if (!values.repeat) errors.repeat = t('validation.required');
  else if (values.repeat !== values.password) errors.repeat = t('validation.passwordMismatch');
  return errors;
}

export function validateAccount(t: TFunction, values: AccountValues): FieldErrors<AccountValues> {
  const errors: FieldErrors<AccountValues> = validatePasswordPair(t, values);
  if (!NameSchema.safeParse(values.name).success) errors.name = t('validation.required');
  if (!values.phone.trim()) errors.phone = t('validation.required');
  else if (!PhoneSchema.safeParse(values.phone).success) errors.phone = t('validation.invalidPhone');
  if (!values.acceptTerms) errors.acceptTerms = t('validation.termsRequired');
  return errors;
}

export function newAccountBody(values: AccountValues, language: Language): NewAccount {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    password: values.password,
    acceptTerms: true,
    language,
    subscribeNewsletter: values.subscribeNewsletter,
    subscribeDealsOffers: values.subscribeDealsOffers,
  };
}

interface AccountFieldsProps {
  values: AccountValues;
  errors: FieldErrors<AccountValues>;
  onChange: (changes: Partial<AccountValues>) => void;
  onFieldError: (name: keyof AccountValues & string, message: string | undefined) => void;
  withName?: boolean;
}

export function AccountFields({
  values,
  errors,
  onChange,
  onFieldError,
  withName = true,
}: AccountFieldsProps) {
  const { t } = useTranslation();
  const termsErrorId = useId();
  return (
    <>
      {withName ? (
        <TextField
          name="name"
          label={t('common.name')}
          value={values.name}
          onChange={(value) => onChange({ name: value })}
          error={errors.name}
          autocomplete="name"
          required
        />
      ) : null}
      <TextField
        name="phone"
        label={t('common.phone')}
        value={values.phone}
        onChange={(value) => onChange({ phone: value })}
        onBlur={() =>
          onFieldError(
            'phone',
            values.phone && !PhoneSchema.safeParse(values.phone).success
              ? t('validation.invalidPhone')
              : undefined,
          )
        }
        error={errors.phone}
        type="tel"
        inputMode="tel"
        autocomplete="tel"
        required
      />
      <TextField
        name="password"
        label={t('common.password')}
        value={values.password}
        onChange={(value) => onChange({ password: value })}
        error={errors.password}
        type="password"
        autocomplete="new-password"
        required
      >
        <PasswordRules password={values.password} />
      </TextField>
      <TextField
        name="repeat"
        label={t('common.repeatPassword')}
        value={values.repeat}
        onChange={(value) => onChange({ repeat: value })}
        onBlur={() =>
          onFieldError(
            'repeat',
            values.repeat && values.repeat !== values.password ? t('validation.passwordMismatch') : undefined,
          )
        }
        error={errors.repeat}
        type="password"
        autocomplete="new-password"
        required
      />
      <div className="check-field">
        <IonCheckbox
          name="acceptTerms"
          checked={values.acceptTerms}
          labelPlacement="end"
          justify="start"
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? termsErrorId : undefined}
          onIonChange={(event) => onChange({ acceptTerms: event.detail.checked })}
        >
          {t('account.acceptTerms')}
        </IonCheckbox>
        {errors.acceptTerms ? (
          <p className="field-error" id={termsErrorId}>
            {errors.acceptTerms}
          </p>
        ) : null}
      </div>
      <fieldset className="toggle-group">
        <legend>{t('account.preferences')}</legend>
        <IonToggle
          name="subscribeNewsletter"
          checked={values.subscribeNewsletter}
          justify="space-between"
          onIonChange={(event) => onChange({ subscribeNewsletter: event.detail.checked })}
        >
          {t('account.newsletter')}
        </IonToggle>
        <IonToggle
          name="subscribeDealsOffers"
          checked={values.subscribeDealsOffers}
          justify="space-between"
          onIonChange={(event) => onChange({ subscribeDealsOffers: event.detail.checked })}
        >
          {t('account.deals')}
        </IonToggle>
      </fieldset>
    </>
  );
}
