// Finish sign-up from the mailed link: the pending registration (e-mail, name) → account details →
// logged in on /main-view. A bad or expired link says so and offers to sign up again.
import type { FormEvent } from 'react';
import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PendingRegistration } from '@hemvakt/contract/auth';
import { useCompleteRegistration, useRegistration } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { getLanguage } from '../../lib/language';
import { useForm } from '../../lib/use-form';
import { signIn } from '../../api/sign-in';
import {
  AccountFields,
  EMPTY_ACCOUNT,
  newAccountBody,
  validateAccount,
  type AccountValues,
} from './account-fields';
import { BadLink, LinkLoading } from './link-states';

function CompleteRegistrationForm({
  token,
  registration,
}: {
  token: string;
  registration: PendingRegistration;
}) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const complete = useCompleteRegistration(token);
  const form = useForm<AccountValues>({ ...EMPTY_ACCOUNT, name: registration.name });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found = validateAccount(t, form.values);
    if (!form.check(t, found)) return;
    try {
      const { token: sessionToken } = await complete.mutateAsync(newAccountBody(form.values, getLanguage()));
      signIn(sessionToken);
      router.push('/main-view', 'root', 'replace');
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <AccountFields
        values={form.values}
        errors={form.errors}
        onChange={form.patch}
        onFieldError={form.setFieldError}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={complete.isPending}>{t('completeRegistration.submit')}</SubmitButton>
    </form>
  );
}

export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const registration = useRegistration(token);

  return (
    <AuthLayout
      title={t('completeRegistration.title')}
      subtitle={
        registration.data ? t('completeRegistration.subtitle', { email: registration.data.email }) : null
      }
      wide
    >
      {registration.isPending ? <LinkLoading /> : null}
      {registration.isError ? (
        <BadLink
          error={registration.error}
          title={t('completeRegistration.badLinkTitle')}
          text={t('completeRegistration.badLinkText')}
          actionLabel={t('completeRegistration.signUpAgain')}
          actionLink="/signup"
          onRetry={() => void registration.refetch()}
        />
      ) : null}
      {registration.data ? <CompleteRegistrationForm token={token} registration={registration.data} /> : null}
    </AuthLayout>
  );
}
