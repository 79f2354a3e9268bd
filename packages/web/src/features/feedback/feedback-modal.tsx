// The feedback modal (spec 002 §2, §5): one text area and Submit (disabled while empty; the text is
// trimmed). After sending, a success check shows and the modal closes after 1.5 s.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CLOSE_DELAY_MS } from '@hemvakt/contract/account';
import type { ModalProps } from '../../app/modals/modal-host';
import { useSendFeedback } from '../../api/account';
import { FormAlert } from '../../components/form-alert';
import { AppModal } from '../../components/ionic/app-modal';
import { IonTextarea } from '../../components/ionic/lazy-components';
import { ModalFrame } from '../../components/modal-frame';
import { ResultView } from '../../components/result-view';
import { SubmitButton } from '../../components/submit-button';
import { errorText } from '../../i18n/error-text';

export const FEEDBACK_MAX_LENGTH = 5000;

export function FeedbackModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const hintId = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, FEEDBACK_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const feedback = text.trim();
    if (!feedback) return;
    setError(null);
    try {
      await send.mutateAsync(feedback);
      setSent(true);
    } catch (cause) {
      setError(errorText(t, cause));
    }
  };

  return (
    <AppModal
      open={open}
      label={t('feedback.title')}
      onDismissed={onDismissed}
      testId="feedback-modal"
      size="compact"
    >
      <ModalFrame title={t('feedback.title')} onClose={onClose}>
        {sent ? (
          <ResultView
            icon={checkmarkCircleOutline}
            tone="success"
            title={t('feedback.thanks')}
            text={t('feedback.thanksText')}
          />
        ) : (
          <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
            <p className="modal-intro" id={hintId}>
              {t('feedback.intro')}
            </p>
            <IonTextarea
              className="feedback-text"
              label={t('feedback.label')}
              labelPlacement="floating"
              fill="outline"
              autoGrow
              rows={6}
              counter
              maxlength={FEEDBACK_MAX_LENGTH}
              value={text}
              aria-describedby={hintId}
              onIonInput={(event) => setText(String(event.detail.value ?? ''))}
            />
            <FormAlert message={error} />
            <SubmitButton pending={send.isPending} disabled={!text.trim()}>
              {t('feedback.submit')}
            </SubmitButton>
          </form>
        )}
      </ModalFrame>
    </AppModal>
  );
}
