// Set a new password from the mailed link: the link shows its account's e-mail; new password + repeat.
// On success the visitor goes to log in (every session of the account was ended by the server).
import type { FormEvent } from 'react';
import { useIonRouter } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useResetToken, useSetNewPassword } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { PasswordRules } from '../../components/password-rules';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { useForm } from '../../lib/use-form';
import { validatePasswordPair } from './account-fields';
import { BadLink, LinkLoading } from './link-states';

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const save = useSetNewPassword(token);
  const form = useForm<{ password: string; repeat: string }>({ password: '', repeat: '' });
  const { values, errors } = form;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found = validatePasswordPair(t, values);
    if (!form.check(t, found)) return;
    try {
      await save.mutateAsync({ password: values.password });
      router.push('/login/passwordChanged', 'root', 'replace');
    } catch (error) {
      form.showError(t, error);
    }
  };

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <TextField
        name="password"
        label={t('reset.newPassword')}
        value={values.password}
        onChange={(value) => form.setField('password', value)}
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
        onChange={(value) => form.setField('repeat', value)}
        onBlur={() =>
          form.setFieldError(
            'repeat',
            values.repeat && values.repeat !== values.password ? t('validation.passwordMismatch') : undefined,
          )
        }
        error={errors.repeat}
        type="password"
        autocomplete="new-password"
        required
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={save.isPending}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const check = useResetToken(token);

  return (
    <AuthLayout
      title={t('reset.newTitle')}
      subtitle={check.data ? t('reset.newText', { email: check.data.email }) : null}
    >
      {check.isPending ? <LinkLoading /> : null}
      {check.isError ? (
        <BadLink
          error={check.error}
          title={t('reset.badLinkTitle')}
          text={t('reset.badLinkText')}
          actionLabel={t('reset.requestAgain')}
          actionLink="/resetpassword"
          onRetry={() => void check.refetch()}
        />
      ) : null}
      {check.data ? <NewPasswordForm token={token} /> : null}
    </AuthLayout>
  );
}
