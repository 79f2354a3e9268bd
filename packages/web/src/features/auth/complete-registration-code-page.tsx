// /complete-registration without a link token: paste the code from the verification mail.
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IonRouterLink, useIonRouter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { LinkTokenSchema } from '@hemvakt/contract/common';
import { ApiError } from '../../api/client';
import { verifyEmailCode } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';

export function CompleteRegistrationCodePage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const verify = useMutation({ mutationFn: verifyEmailCode });
  const form = useForm<{ code: string }>({ code: '' });
  const code = form.values.code.trim();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    if (!LinkTokenSchema.safeParse(code).success) {
      form.setFieldError('code', t('validation.invalidCode'));
      return;
    }
    try {
      await verify.mutateAsync(code);
      router.push(`/complete-registration/${encodeURIComponent(code)}`, 'forward', 'push');
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.code !== 'RATE_LIMITED'
      ) {
        form.setFieldError('code', t('errors.INVALID_TOKEN'));
      } else form.showError(t, error);
    }
  };

  return (
    <AuthLayout title={t('completeRegistration.codeTitle')} subtitle={t('completeRegistration.codeText')}>
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <TextField
          name="code"
          label={t('completeRegistration.codeLabel')}
          value={form.values.code}
          onChange={(value) => form.setField('code', value)}
          error={form.errors.code}
          autocomplete="one-time-code"
          required
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={verify.isPending}>{t('completeRegistration.checkCode')}</SubmitButton>
      </form>
      <p className="auth-card__switch">
        <IonRouterLink routerLink="/signup" className="text-link">
          {t('completeRegistration.signUpAgain')}
        </IonRouterLink>
      </p>
    </AuthLayout>
  );
}
