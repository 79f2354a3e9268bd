// A house invitation link: who invites to which home, Yes / No. Without an account, Yes asks for the
// account details and the answer logs the new member in; with one, the member logs in to see the home.
import { useState, type FormEvent } from 'react';
import { IonButton, IonIcon, useIonRouter } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline, homeOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InvitationSummary } from '@hemvakt/contract/auth';
import { useAnswerInvitation, useInvitation } from '../../api/auth';
import { AuthLayout } from '../../components/auth-layout';
import { FormAlert } from '../../components/form-alert';
import { ResultView } from '../../components/result-view';
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
import { errorText } from '../../i18n/error-text';

type Outcome = 'accepted' | 'declined' | null;

function InvitationAnswer({ token, invitation }: { token: string; invitation: InvitationSummary }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const answer = useAnswerInvitation(token);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [askAccount, setAskAccount] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const form = useForm<AccountValues>(EMPTY_ACCOUNT);

  const send = async (choice: 'yes' | 'no') => {
    setAnswerError(null);
    try {
      const result = await answer.mutateAsync({ answer: choice });
      setOutcome(result.status);
    } catch (error) {
      setAnswerError(errorText(t, error));
    }
  };

  const handleYes = () => {
    if (invitation.accountExists) void send('yes');
    else setAskAccount(true);
  };

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found = validateAccount(t, form.values);
    if (!form.check(t, found)) return;
    try {
      const result = await answer.mutateAsync({
        answer: 'yes',
        account: newAccountBody(form.values, getLanguage()),
      });
      if (result.token) {
        signIn(result.token);
        router.push('/main-view', 'root', 'replace');
      } else setOutcome(result.status);
    } catch (error) {
      form.showError(t, error);
    }
  };

  if (outcome === 'accepted') {
    return (
      <ResultView
        icon={checkmarkCircleOutline}
        tone="success"
        title={t('invitation.acceptedTitle')}
        text={t('invitation.acceptedText')}
      >
        <IonButton routerLink="/login" routerDirection="root">
          {t('common.logIn')}
        </IonButton>
      </ResultView>
    );
  }
  if (outcome === 'declined') {
    return (
      <ResultView
        icon={closeCircleOutline}
        title={t('invitation.declinedTitle')}
        text={t('invitation.declinedText')}
      />
    );
  }

  return (
    <>
      <div className="invitation-card">
        <IonIcon icon={homeOutline} aria-hidden="true" />
        <p>
          {t('invitation.text', { invitedBy: invitation.invitedBy, propertyName: invitation.propertyName })}
        </p>
      </div>
      {askAccount ? (
        <form className="auth-form" onSubmit={handleCreate} noValidate>
          <p className="auth-form__intro">{t('invitation.newAccountText', { email: invitation.email })}</p>
          <AccountFields
            values={form.values}
            errors={form.errors}
            onChange={form.patch}
            onFieldError={form.setFieldError}
          />
          <FormAlert message={form.formError} />
          <SubmitButton pending={answer.isPending}>{t('invitation.acceptAndCreate')}</SubmitButton>
          <IonButton expand="block" fill="clear" onClick={() => setAskAccount(false)}>
            {t('common.back')}
          </IonButton>
        </form>
      ) : (
        <div className="invitation-actions">
          <p className="invitation-actions__question">{t('invitation.question')}</p>
          <FormAlert message={answerError} />
          <IonButton expand="block" onClick={handleYes} disabled={answer.isPending}>
            {t('invitation.accept')}
          </IonButton>
          <IonButton
            expand="block"
            fill="outline"
            color="medium"
            onClick={() => void send('no')}
            disabled={answer.isPending}
          >
            {t('invitation.decline')}
          </IonButton>
        </div>
      )}
    </>
  );
}

export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams<{ token: string }>();
  const invitation = useInvitation(token);

  return (
    <AuthLayout title={t('invitation.title')} wide>
      {invitation.isPending ? <LinkLoading /> : null}
      {invitation.isError ? (
        <BadLink
          error={invitation.error}
          title={t('invitation.badLinkTitle')}
          text={t('invitation.badLinkText')}
          actionLabel={t('common.goToStart')}
          actionLink="/main-view"
          onRetry={() => void invitation.refetch()}
        />
      ) : null}
      {invitation.data ? <InvitationAnswer token={token} invitation={invitation.data} /> : null}
    </AuthLayout>
  );
}
