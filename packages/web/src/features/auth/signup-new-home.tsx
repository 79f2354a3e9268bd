// "New home": name + e-mail → a verification mail whose link completes the registration.
import { useState, type FormEvent } from 'react';
import { IonButton, IonRouterLink } from '@ionic/react';
import { mailOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { NameSchema } from '@hemvakt/contract/auth';
import { EmailSchema } from '@hemvakt/contract/common';
import { ApiError } from '../../api/client';
import { useSendVerificationEmail } from '../../api/auth';
import { FormAlert } from '../../components/form-alert';
import { ResultView } from '../../components/result-view';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { useEmailExistsWarning } from './use-email-exists-warning';

interface NewHomeValues {
  name: string;
  email: string;
}

export function SignupNewHome() {
  const { t } = useTranslation();
  const send = useSendVerificationEmail();
  const form = useForm<NewHomeValues>({ name: '', email: '' });
  const { values, errors, setFieldError } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const warnIfTaken = useEmailExistsWarning((message) => setFieldError('email', message));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found: FieldErrors<NewHomeValues> = {};
    if (!NameSchema.safeParse(values.name).success) found.name = t('validation.required');
    if (!EmailSchema.safeParse(values.email.trim()).success) found.email = t('validation.invalidEmail');
    if (!form.check(t, found)) return;
    try {
      const email = values.email.trim();
      await send.mutateAsync({ email, name: values.name.trim() });
      setSentTo(email);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN')
        setFieldError('email', t('errors.EMAIL_TAKEN'));
      else form.showError(t, error);
    }
  };

  if (sentTo) {
    return (
      <ResultView
        icon={mailOutline}
        tone="success"
        title={t('signup.checkEmailTitle')}
        text={t('signup.checkEmailText', { email: sentTo })}
      >
        <IonButton fill="outline" onClick={() => setSentTo(null)}>
          {t('signup.useOtherEmail')}
        </IonButton>
        <p className="result-view__hint">
          {t('signup.haveCode')}{' '}
          <IonRouterLink routerLink="/complete-registration" className="text-link">
            {t('signup.enterCode')}
          </IonRouterLink>
        </p>
      </ResultView>
    );
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <p className="auth-form__intro">{t('signup.newHomeIntro')}</p>
      <TextField
        name="name"
        label={t('common.name')}
        value={values.name}
        onChange={(value) => form.setField('name', value)}
        error={errors.name}
        autocomplete="name"
        required
      />
      <TextField
        name="email"
        label={t('common.email')}
        value={values.email}
        onChange={(value) => form.setField('email', value)}
        onBlur={() => warnIfTaken(values.email)}
        error={errors.email}
        type="email"
        inputMode="email"
        autocomplete="email"
        required
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={send.isPending}>{t('signup.sendLink')}</SubmitButton>
    </form>
  );
}
