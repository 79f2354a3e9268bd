// Add a home with a property code from the landlord: on success a tick shows for 1 s, then the list
// (spec 000 §4.4). A refusal shows the translated message or the server's text (§8).
import { useEffect, useState, type FormEvent } from 'react';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@hemvakt/contract/errors';
import { PROPERTY_CODE_TICK_MS } from '@hemvakt/contract/properties';
import { useAddPropertyByCode } from '../../api/properties';
import { alertFailure } from '../../components/alert-failure';
import { ResultView } from '../../components/result-view';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';

export function PropertyCodeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddPropertyByCode();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(onDone, PROPERTY_CODE_TICK_MS);
    return () => clearTimeout(timer);
  }, [added, onDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError(t('validation.required'));
      return;
    }
    try {
      const answer = await add.mutateAsync(code.trim());
      if (answer.success) setAdded(true);
      else
        alertFailure(
          t,
          answer.message === ERROR_MESSAGES.PROPERTY_CODE_UNUSABLE || !answer.message
            ? t('errors.PROPERTY_CODE_UNUSABLE')
            : answer.message,
        );
    } catch (cause) {
      alertFailure(t, cause);
    }
  };

  if (added) {
    return (
      <ResultView
        icon={checkmarkCircleOutline}
        tone="success"
        title={t('properties.codeAdded')}
        text={t('properties.codeAddedText')}
      />
    );
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="modal-intro">{t('properties.codeIntro')}</p>
      <TextField
        name="propertyCode"
        label={t('signup.codeLabel')}
        value={code}
        error={fieldError}
        autocomplete="off"
        maxlength={32}
        onChange={(value) => {
          setCode(value);
          setFieldError(null);
        }}
      />
      <SubmitButton pending={add.isPending}>{t('properties.addWithCode')}</SubmitButton>
    </form>
  );
}
