// "I have a property code": code → apartment shown → e-mail checked for this property → account
// details → registered as the apartment's tenant and logged in. Each step keeps what was typed.
import { useState, type FormEvent } from 'react';
import { IonButton, IonIcon, useIonRouter } from '@ionic/react';
import { businessOutline, checkmarkCircle, mailOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PROPERTY_CODE_PATTERN } from '@hemvakt/contract/auth';
import { EmailSchema } from '@hemvakt/contract/common';
import { ApiError } from '../../api/client';
import { useCheckGoodEmail, useRegisterByPropertyCode, useVerifyPropertyCode } from '../../api/auth';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
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
import { useEmailExistsWarning } from './use-email-exists-warning';

interface CodeValues extends AccountValues {
  code: string;
  email: string;
}

interface Apartment {
  propertyName: string;
  buildingName: string | null;
}

export function SignupPropertyCode() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const verifyCode = useVerifyPropertyCode();
  const checkEmail = useCheckGoodEmail();
  const register = useRegisterByPropertyCode();
  const form = useForm<CodeValues>({ code: '', email: '', ...EMPTY_ACCOUNT });
  const { values, errors, setField, setFieldError } = form;
  const [apartment, setApartment] = useState<Apartment | null>(null);
  const [emailOk, setEmailOk] = useState(false);
  const warnIfTaken = useEmailExistsWarning((message) => setFieldError('email', message));
  const code = values.code.trim();
  const email = values.email.trim();

  const handleCode = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    if (!PROPERTY_CODE_PATTERN.test(code)) {
      setFieldError('code', t('validation.invalidCode'));
      return;
    }
    try {
      setApartment(await verifyCode.mutateAsync(code));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PROPERTY_CODE_UNUSABLE') {
        setFieldError('code', t('errors.PROPERTY_CODE_UNUSABLE'));
      } else form.showError(t, error);
    }
  };

  const handleEmail = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    if (!EmailSchema.safeParse(email).success) {
      setFieldError('email', t('validation.invalidEmail'));
      return;
    }
    try {
      const { good } = await checkEmail.mutateAsync({ email, propertyCode: code });
      if (good) setEmailOk(true);
      else setFieldError('email', t('errors.EMAIL_NOT_ALLOWED_FOR_PROPERTY'));
    } catch (error) {
      form.showError(t, error);
    }
  };

  const handleRegister = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found = validateAccount(t, values);
    if (!form.check(t, found)) return;
    try {
      const { token } = await register.mutateAsync({
        code,
        body: { email, ...newAccountBody(values, getLanguage()) },
      });
      signIn(token);
      router.push('/main-view', 'root', 'replace');
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'EMAIL_TAKEN' || error.code === 'EMAIL_NOT_ALLOWED_FOR_PROPERTY')
      ) {
        setEmailOk(false);
        setFieldError('email', t(`errors.${error.code}`));
      } else if (error instanceof ApiError && error.code === 'PROPERTY_CODE_UNUSABLE') {
        setApartment(null);
        setEmailOk(false);
        setFieldError('code', t('errors.PROPERTY_CODE_UNUSABLE'));
      } else form.showError(t, error);
    }
  };

  if (!apartment) {
    return (
      <form className="auth-form" onSubmit={handleCode} noValidate>
        <p className="auth-form__intro">{t('signup.codeIntro')}</p>
        <TextField
          name="code"
          label={t('signup.codeLabel')}
          value={values.code}
          onChange={(value) => setField('code', value)}
          error={errors.code}
          autocomplete="one-time-code"
          required
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={verifyCode.isPending}>{t('signup.checkCode')}</SubmitButton>
      </form>
    );
  }

  return (
    <div className="auth-steps">
      <div className="step-summary">
        <IonIcon icon={businessOutline} aria-hidden="true" />
        <div>
          <span className="step-summary__label">{t('signup.apartment')}</span>
          <strong className="step-summary__value" data-testid="apartment-name">
            {apartment.propertyName}
          </strong>
          {apartment.buildingName ? (
            <span className="step-summary__extra">
              {t('signup.building')}: {apartment.buildingName}
            </span>
          ) : null}
        </div>
        <IonButton
          fill="clear"
          size="small"
          onClick={() => {
            setApartment(null);
            setEmailOk(false);
          }}
        >
          {t('signup.changeCode')}
        </IonButton>
      </div>
      {!emailOk ? (
        <form className="auth-form" onSubmit={handleEmail} noValidate>
          <p className="auth-form__intro">{t('signup.emailIntro')}</p>
          <TextField
            name="email"
            label={t('common.email')}
            value={values.email}
            onChange={(value) => setField('email', value)}
            onBlur={() => warnIfTaken(values.email)}
            error={errors.email}
            type="email"
            inputMode="email"
            autocomplete="email"
            required
          />
          <FormAlert message={form.formError} />
          <SubmitButton pending={checkEmail.isPending}>{t('signup.checkEmail')}</SubmitButton>
        </form>
      ) : (
        <>
          <div className="step-summary">
            <IonIcon icon={mailOutline} aria-hidden="true" />
            <div>
              <span className="step-summary__label">{t('common.email')}</span>
              <strong className="step-summary__value">{email}</strong>
            </div>
            <IonIcon icon={checkmarkCircle} className="step-summary__ok" aria-hidden="true" />
          </div>
          <form className="auth-form" onSubmit={handleRegister} noValidate>
            <p className="auth-form__intro">{t('signup.detailsIntro')}</p>
            <AccountFields
              values={values}
              errors={errors}
              onChange={form.patch}
              onFieldError={setFieldError}
            />
            <FormAlert message={form.formError} />
            <SubmitButton pending={register.isPending}>{t('signup.createAccount')}</SubmitButton>
          </form>
        </>
      )}
    </div>
  );
}
