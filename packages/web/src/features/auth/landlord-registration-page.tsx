// Landlord registration from the invitation link: company, name, phone, password, terms → the
// landlord is logged in and sees the landlord menu.
import type { FormEvent } from 'react';
import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCompleteLandlordRegistration, useLandlordRegistration } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { getLanguage } from '../../lib/language';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { signIn } from '../../api/sign-in';
import {
  AccountFields,
  EMPTY_ACCOUNT,
  newAccountBody,
  validateAccount,
  type AccountValues,
} from './account-fields';
import { BadLink, LinkLoading } from './link-states';

type LandlordValues = AccountValues & { companyName: string };

function LandlordForm({ token, companyName }: { token: string; companyName: string }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const complete = useCompleteLandlordRegistration(token);
  const form = useForm<LandlordValues>({ ...EMPTY_ACCOUNT, companyName });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found: FieldErrors<LandlordValues> = validateAccount(t, form.values);
    if (!form.values.companyName.trim()) found.companyName = t('validation.required');
    if (!form.check(t, found)) return;
    try {
      const { token: sessionToken } = await complete.mutateAsync({
        companyName: form.values.companyName.trim(),
        ...newAccountBody(form.values, getLanguage()),
      });
      signIn(sessionToken);
      router.push('/main-view', 'root', 'replace');
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <TextField
        name="companyName"
        label={t('common.companyName')}
        value={form.values.companyName}
        onChange={(value) => form.setField('companyName', value)}
        error={form.errors.companyName}
        autocomplete="organization"
        required
      />
      <AccountFields
        values={form.values}
        errors={form.errors}
        onChange={form.patch}
        onFieldError={form.setFieldError}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={complete.isPending}>{t('landlordRegistration.submit')}</SubmitButton>
    </form>
  );
}

export function LandlordRegistrationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const registration = useLandlordRegistration(token);

  return (
    <AuthLayout
      title={t('landlordRegistration.title')}
      subtitle={
        registration.data ? t('landlordRegistration.subtitle', { email: registration.data.email }) : null
      }
      wide
    >
      {registration.isPending ? <LinkLoading /> : null}
      {registration.isError ? (
        <BadLink
          error={registration.error}
          title={t('landlordRegistration.badLinkTitle')}
          text={t('landlordRegistration.badLinkText')}
          actionLabel={t('common.goToStart')}
          actionLink="/main-view"
          onRetry={() => void registration.refetch()}
        />
      ) : null}
      {registration.data ? (
        <LandlordForm token={token} companyName={registration.data.companyName ?? ''} />
      ) : null}
    </AuthLayout>
  );
}
