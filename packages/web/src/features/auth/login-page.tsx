// Log in with e-mail and password (spec 000 §7.1). /login/sessionExpired is the landing after a
// forced logout, /login/accountLocked after user data said the account is inactive; after login the visitor goes to the page they wanted, else /main-view.
import type { FormEvent } from 'react';
import { IonRouterLink, useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '@hemvakt/contract/common';
import { useLogin } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { takeReturnTo } from '../../lib/return-to';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { signIn } from '../../api/sign-in';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { type } = useParams<{ type?: string }>();
  const router = useIonRouter();
  const login = useLogin();
  const form = useForm<LoginValues>({ email: '', password: '' });
  const { values, errors } = form;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found: FieldErrors<LoginValues> = {};
    if (!EmailSchema.safeParse(values.email.trim()).success) found.email = t('validation.invalidEmail');
    if (!values.password) found.password = t('validation.required');
    if (!form.check(t, found)) return;
    try {
      const { token } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      signIn(token);
      form.setField('password', '');
      router.push(takeReturnTo('/main-view'), 'root', 'replace');
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {type === 'sessionExpired' ? <FormAlert tone="info" message={t('login.sessionExpired')} /> : null}
      {type === 'passwordChanged' ? <FormAlert tone="info" message={t('reset.doneText')} /> : null}
      {type === 'accountLocked' ? <FormAlert message={t('overlays.lockedText')} /> : null}
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          name="email"
          label={t('common.email')}
          value={values.email}
          onChange={(value) => form.setField('email', value)}
          error={errors.email}
          type="email"
          inputMode="email"
          autocomplete="email"
          required
        />
        <TextField
          name="password"
          label={t('common.password')}
          value={values.password}
          onChange={(value) => form.setField('password', value)}
          error={errors.password}
          type="password"
          autocomplete="current-password"
          required
        />
        <div className="auth-form__row auth-form__row--end">
          <IonRouterLink routerLink="/resetpassword" className="text-link">
            {t('login.forgot')}
          </IonRouterLink>
        </div>
        <FormAlert message={form.formError} />
        <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
      <p className="auth-card__switch">
        {t('login.noAccount')}{' '}
        <IonRouterLink routerLink="/signup" className="text-link">
          {t('login.createAccount')}
        </IonRouterLink>
      </p>
    </AuthLayout>
  );
}
