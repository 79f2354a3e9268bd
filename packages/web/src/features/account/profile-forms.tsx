// The forms of the edit-profile modal: name and phone (e-mail shown, not editable), password change
// (current, new, repeat; the rule list and a strength meter; a score of 3 is needed) and the postal
// address.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NameSchema, PhoneSchema, passwordProblems } from '@hemvakt/contract/auth';
import type { Address, User } from '@hemvakt/contract/user-data';
import { useUpdateAddress, useUpdatePassword, useUpdateProfile } from '../../api/account';
import { ApiError } from '../../api/client';
import { FormAlert } from '../../components/form-alert';
import { PasswordRules } from '../../components/password-rules';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/notify';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { MIN_PASSWORD_SCORE } from './password-score-limits';
import { PasswordStrengthMeter } from './password-strength-meter';
import { usePasswordScore } from './use-password-score';

export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({ name: user.name, phone: user.phone });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found: FieldErrors<typeof form.values> = {};
    if (!NameSchema.safeParse(form.values.name).success) found.name = t('validation.required');
    if (!form.values.phone.trim()) found.phone = t('validation.required');
    else if (!PhoneSchema.safeParse(form.values.phone).success) found.phone = t('validation.invalidPhone');
    if (!form.check(t, found)) return;
    try {
      await update.mutateAsync({ name: form.values.name.trim(), phone: form.values.phone.trim() });
      void toast(t('profile.saved'));
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        name="name"
        label={t('common.name')}
        value={form.values.name}
        error={form.errors.name}
        autocomplete="name"
        maxlength={80}
        onChange={(value) => form.setField('name', value)}
      />
      <TextField
        name="phone"
        label={t('common.phone')}
        type="tel"
        inputMode="tel"
        value={form.values.phone}
        error={form.errors.phone}
        autocomplete="tel"
        onChange={(value) => form.setField('phone', value)}
      />
      <TextField
        name="email"
        label={t('common.email')}
        value={user.email}
        readonly
        helper={t('profile.emailLocked')}
        onChange={() => undefined}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={update.isPending}>{t('profile.saveDetails')}</SubmitButton>
    </form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', repeat: '' };

export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const form = useForm(EMPTY_PASSWORDS);
  const [done, setDone] = useState(false);
  const score = usePasswordScore(form.values.newPassword, [user.name, user.email, user.phone]);
  const rulesMet = form.values.newPassword !== '' && passwordProblems(form.values.newPassword).length === 0;
  const strongEnough = score !== null && score >= MIN_PASSWORD_SCORE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    setDone(false);
    const found: FieldErrors<typeof EMPTY_PASSWORDS> = {};
    if (!form.values.currentPassword) found.currentPassword = t('validation.required');
    if (!rulesMet) found.newPassword = t('validation.weakPassword');
    else if (!strongEnough) found.newPassword = t('profile.strength.tooWeak');
    if (form.values.repeat !== form.values.newPassword) found.repeat = t('validation.passwordMismatch');
    if (!form.check(t, found)) return;
    try {
      await update.mutateAsync({
        currentPassword: form.values.currentPassword,
        newPassword: form.values.newPassword,
      });
      form.patch(EMPTY_PASSWORDS);
      setDone(true);
      void toast(t('profile.passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        form.setFieldError('currentPassword', t('errors.WRONG_PASSWORD'));
      } else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
        form.setFieldError('newPassword', t('profile.strength.tooWeak'));
      } else form.showError(t, error, { newPassword: 'newPassword' });
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        name="currentPassword"
        label={t('profile.currentPassword')}
        type="password"
        value={form.values.currentPassword}
        error={form.errors.currentPassword}
        autocomplete="current-password"
        onChange={(value) => form.setField('currentPassword', value)}
      />
      <TextField
        name="newPassword"
        label={t('reset.newPassword')}
        type="password"
        value={form.values.newPassword}
        error={form.errors.newPassword}
        autocomplete="new-password"
        onChange={(value) => {
          form.setField('newPassword', value);
          setDone(false);
        }}
      >
        <PasswordRules password={form.values.newPassword} />
        <PasswordStrengthMeter score={form.values.newPassword ? score : null} />
      </TextField>
      <TextField
        name="repeat"
        label={t('common.repeatPassword')}
        type="password"
        value={form.values.repeat}
        error={form.errors.repeat}
        autocomplete="new-password"
        onChange={(value) => form.setField('repeat', value)}
      />
      <FormAlert message={form.formError} />
      {done ? <FormAlert tone="info" message={t('profile.passwordChanged')} /> : null}
      <SubmitButton
        pending={update.isPending}
        disabled={!form.values.currentPassword || !rulesMet || !strongEnough || !form.values.repeat}
      >
        {t('profile.changePassword')}
      </SubmitButton>
    </form>
  );
}

const ADDRESS_FIELDS = ['street', 'propertyNumber', 'flatNumber', 'postCode', 'city', 'country'] as const;
const EMPTY_ADDRESS: Address = {
  country: '',
  city: '',
  street: '',
  propertyNumber: '',
  flatNumber: '',
  postCode: '',
};

export function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  const update = useUpdateAddress();
  const form = useForm<Address>(address ?? EMPTY_ADDRESS);
  const autocomplete: Partial<Record<keyof Address, AutoFill>> = {
    street: 'address-line1',
    postCode: 'postal-code',
    city: 'address-level2',
    country: 'country-name',
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const body = Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, form.values[field].trim()]),
    ) as Address;
    try {
      await update.mutateAsync(body);
      void toast(t('profile.addressSaved'));
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-grid form-grid--street">
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`profile.address.${field}`)}
            value={form.values[field]}
            error={form.errors[field]}
            autocomplete={autocomplete[field] ?? 'off'}
            onChange={(value) => form.setField(field, value)}
          />
        ))}
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton pending={update.isPending}>{t('profile.saveAddress')}</SubmitButton>
    </form>
  );
}
