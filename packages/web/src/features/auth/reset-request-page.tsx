// Forgot password: e-mail → a reset link (the answer never says whether the account exists).
import { useState, type FormEvent } from 'react';
import { IonButton, IonRouterLink } from '@ionic/react';
import { mailOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '@hemvakt/contract/common';
import { useForgotPassword } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { ResultView } from '../../components/result-view';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';

export function ResetRequestPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const email = form.values.email.trim();
    if (!EmailSchema.safeParse(email).success) {
      form.setFieldError('email', t('validation.invalidEmail'));
      return;
    }
    try {
      await forgot.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <AuthLayout title={t('reset.requestTitle')} subtitle={sentTo ? null : t('reset.requestText')}>
      {sentTo ? (
        <ResultView
          icon={mailOutline}
          tone="success"
          title={t('reset.sentTitle')}
          text={t('reset.sentText', { email: sentTo })}
        >
          <IonButton routerLink="/login" routerDirection="root">
            {t('reset.backToLogin')}
          </IonButton>
        </ResultView>
      ) : (
        <form className="auth-form" onSubmit={handleSubmit} noValidate>
          <TextField
            name="email"
            label={t('common.email')}
            value={form.values.email}
            onChange={(value) => form.setField('email', value)}
            error={form.errors.email}
            type="email"
            inputMode="email"
            autocomplete="email"
            required
          />
          <FormAlert message={form.formError} />
          <SubmitButton pending={forgot.isPending}>{t('reset.send')}</SubmitButton>
        </form>
      )}
      <p className="auth-card__switch">
        <IonRouterLink routerLink="/login" className="text-link">
          {t('reset.backToLogin')}
        </IonRouterLink>
      </p>
    </AuthLayout>
  );
}
