// The key share and edit form (spec 002 §2, §5): who the key is for (a guest, or a member of the home),
// the door's name, the access type (always, temporary with start and end, recurring with days and hours,
// no access only for an existing key or a member), LIMIT USES with a number and a term, notifications.
// Date pickers run from now to 2050, by default now → now + 1 day. The contract's rules check the form.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_TERMS, WEEKDAYS, type KeyAccessType } from '@hemvakt/contract/key-access';
import {
  KEY_DATE_MAX,
  KEY_DEFAULT_DURATION_MS,
  KEY_NAME_MAX,
  KEY_USES_MAX,
  keyDraft,
  keyRuleIssues,
  type KeyDraft,
  type SmartLockKey,
} from '@hemvakt/contract/locks';
import { useMembers } from '../../api/members';
import { FormAlert } from '../../components/form-alert';
import { IonToggle } from '../../components/ionic/lazy-components';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { Field } from './field';
import { dayName, formatFormDate, fromLocalInput, toLocalInput } from '../../lib/locks/key-text';

/** Spec 002 §5: an inline error under the date pickers clears after 2 s. */
const INLINE_ERROR_MS = 2_000;

function blankDraft(doorName: string): KeyDraft {
  const now = Date.now();
  return keyDraft({
    keyName: doorName,
    userName: '',
    startDate: new Date(now).toISOString(),
    endDate: new Date(now + KEY_DEFAULT_DURATION_MS).toISOString(),
    startTime: '09:00',
    endTime: '17:00',
  });
}

function draftOf(key: SmartLockKey): KeyDraft {
  const blank = blankDraft(key.keyName);
  return {
    ...blank,
    ...key,
    startDate: key.startDate ?? blank.startDate,
    endDate: key.endDate ?? blank.endDate,
    startTime: key.startTime ?? blank.startTime,
    endTime: key.endTime ?? blank.endTime,
  };
}

interface KeyFormProps {
  propertyId: string;
  doorName: string;
  existing?: SmartLockKey;
  pending: boolean;
  error: string | null;
  onSubmit: (draft: KeyDraft) => void;
}

export function KeyForm({ propertyId, doorName, existing, pending, error, onSubmit }: KeyFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'sv' ? 'sv' : 'en';
  const [draft, setDraft] = useState<KeyDraft>(() => (existing ? draftOf(existing) : blankDraft(doorName)));
  const [inlineError, setInlineError] = useState<string | null>(null);
  const members = useMembers(propertyId);
  const set = (patch: Partial<KeyDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const forMember = draft.userId !== null;
  const nowInput = toLocalInput(new Date().toISOString());
  const maxInput = toLocalInput(KEY_DATE_MAX);
  const memberChoices = (members.data ?? []).filter((m) =>
    m.propertyLevelPermissions.some(
      (p) => p.propertyId === propertyId && (p.role === 'House Member' || p.role === 'Home Member'),
    ),
  );
  const types: KeyAccessType[] =
    existing || forMember
      ? ['always', 'temporary', 'recurring', 'no_access']
      : ['always', 'temporary', 'recurring'];

  useEffect(() => {
    if (!inlineError) return;
    const timer = setTimeout(() => setInlineError(null), INLINE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [inlineError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...draft, keyName: draft.keyName.trim(), userName: draft.userName.trim() };
    const issue = keyRuleIssues(trimmed)[0];
    if (issue) {
      setInlineError(issue.field === 'appliedDays' ? t('keys.chooseDays') : t('keys.endBeforeStart'));
      return;
    }
    onSubmit(trimmed);
  };
  const empty = !draft.keyName.trim() || (!forMember && !draft.userName.trim());

  return (
    <form className="key-form" onSubmit={submit} noValidate data-testid="key-form">
      <FormAlert message={error} />
      {!existing ? (
        <fieldset className="choice-row">
          <legend>{t('keys.keyFor')}</legend>
          <label>
            <input
              type="radio"
              name="keyFor"
              checked={!forMember}
              onChange={() => set({ userId: null, accessType: 'always' })}
            />
            {t('keys.keyForGuest')}
          </label>
          <label>
            <input
              type="radio"
              name="keyFor"
              checked={forMember}
              disabled={memberChoices.length === 0}
              onChange={() => set({ userId: memberChoices[0]?.id ?? null })}
            />
            {t('keys.keyForMember')}
          </label>
        </fieldset>
      ) : null}
      {forMember && !existing ? (
        <Field label={t('keys.chooseMember')}>
          {(id) => (
            <>
              <select
                id={id}
                value={draft.userId ?? ''}
                onChange={(event) => set({ userId: event.target.value })}
              >
                {memberChoices.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
      ) : null}
      {!forMember ? (
        <TextField
          name="userName"
          label={t('keys.userName')}
          value={draft.userName}
          maxlength={80}
          onChange={(userName) => set({ userName })}
        />
      ) : null}
      <TextField
        name="keyName"
        label={t('keys.keyName')}
        value={draft.keyName}
        maxlength={KEY_NAME_MAX}
        onChange={(keyName) => set({ keyName })}
      />

      <Field label={t('keys.accessType')}>
        {(id) => (
          <>
            <select
              id={id}
              value={draft.accessType}
              onChange={(event) => set({ accessType: event.target.value as KeyAccessType })}
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`keys.${type}`)}
                </option>
              ))}
            </select>
          </>
        )}
      </Field>

      {draft.accessType === 'temporary' ? (
        <div className="key-form__dates">
          {(['startDate', 'endDate'] as const).map((field) => (
            <Field key={field} label={t(`keys.${field}`)}>
              {(id) => (
                <>
                  <input
                    id={id}
                    type="datetime-local"
                    min={nowInput}
                    max={maxInput}
                    value={draft[field] ? toLocalInput(draft[field]) : ''}
                    onChange={(event) => set({ [field]: fromLocalInput(event.target.value) })}
                  />
                  <small>{draft[field] ? formatFormDate(draft[field], language) : ''}</small>
                </>
              )}
            </Field>
          ))}
        </div>
      ) : null}

      {draft.accessType === 'recurring' ? (
        <>
          <fieldset className="day-toggles">
            <legend>{t('keys.days')}</legend>
            {WEEKDAYS.map((day) => {
              const on = draft.appliedDays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={on}
                  className={`day-toggle${on ? ' day-toggle--on' : ''}`}
                  onClick={() =>
                    set({
                      appliedDays: on
                        ? draft.appliedDays.filter((d) => d !== day)
                        : WEEKDAYS.filter((d) => d === day || draft.appliedDays.includes(d)),
                    })
                  }
                >
                  {dayName(day, language)}
                </button>
              );
            })}
          </fieldset>
          <div className="key-form__dates">
            {(['startTime', 'endTime'] as const).map((field) => (
              <Field key={field} label={t(`keys.${field}`)}>
                {(id) => (
                  <>
                    <input
                      id={id}
                      type="time"
                      value={draft[field] ?? ''}
                      onChange={(event) => set({ [field]: event.target.value || null })}
                    />
                  </>
                )}
              </Field>
            ))}
          </div>
        </>
      ) : null}
      {inlineError ? (
        <p className="field-error" role="alert">
          {inlineError}
        </p>
      ) : null}

      <div className="toggle-list">
        <IonToggle
          checked={draft.limitUses}
          justify="space-between"
          onIonChange={(event) =>
            set(
              event.detail.checked
                ? { limitUses: true, numOfUses: draft.numOfUses ?? 2, limitTerm: draft.limitTerm ?? 'weekly' }
                : { limitUses: false },
            )
          }
        >
          {t('keys.limitUses')}
        </IonToggle>
      </div>
      {draft.limitUses ? (
        <div className="key-form__dates">
          <Field label={t('keys.numOfUses')}>
            {(id) => (
              <>
                <input
                  id={id}
                  type="number"
                  min={1}
                  max={KEY_USES_MAX}
                  value={draft.numOfUses ?? ''}
                  onChange={(event) =>
                    set({
                      numOfUses: event.target.value
                        ? Math.max(1, Math.round(Number(event.target.value)))
                        : null,
                    })
                  }
                />
              </>
            )}
          </Field>
          <Field label={t('keys.limitation')}>
            {(id) => (
              <>
                <select
                  id={id}
                  value={draft.limitTerm ?? 'weekly'}
                  onChange={(event) => set({ limitTerm: event.target.value as KeyDraft['limitTerm'] })}
                >
                  {LIMIT_TERMS.map((term) => (
                    <option key={term} value={term}>
                      {t(`keys.${term}`)}
                    </option>
                  ))}
                </select>
              </>
            )}
          </Field>
        </div>
      ) : null}
      <div className="toggle-list">
        <IonToggle
          checked={draft.sendNotification}
          justify="space-between"
          onIonChange={(event) => set({ sendNotification: event.detail.checked })}
        >
          {t('keys.notify')}
        </IonToggle>
      </div>
      <p className="modal-note">{t('keys.allows')}</p>
      <SubmitButton pending={pending} disabled={empty}>
        {existing || forMember ? t('keys.save') : t('keys.sendInvite')}
      </SubmitButton>
    </form>
  );
}
