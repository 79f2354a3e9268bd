// The automation builder (spec 001 §2, §3, §5): a name, IF conditions (device, weather, scene, time),
// the days it runs on (Mon–Sun, at least one), THEN actions, and active; save, or delete after a
// confirmation. Nothing typed is lost on a refusal: the problems are marked where they are.
import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AUTOMATION_NAME_MAX, type Action, type Condition } from '@hemvakt/contract/automations';
import { DAYS, type Day } from '@hemvakt/contract/local-time';
import { SCENE_DEVICE_KINDS } from '@hemvakt/contract/scenes';
import type { ModalProps } from '../../app/modals/modal-host';
import { useAutomations, useRemoveAutomation, useSaveAutomation } from '../../api/automations';
import { useDevices } from '../../api/devices';
import { useScenes } from '../../api/scenes';
import { FormAlert } from '../../components/form-alert';
import { AppModal } from '../../components/ionic/app-modal';
import { IonToggle } from '../../components/ionic/lazy-components';
import { confirmDestructive } from '../../components/ionic/overlays';
import { ModalFrame } from '../../components/modal-frame';
import { toast } from '../../components/notify';
import { TextField } from '../../components/text-field';
import { errorText } from '../../i18n/error-text';
import { kindOf } from '../../lib/devices/device-display';
import { useCurrentHome } from '../../lib/use-current-home';
import { draftOf, draftProblems, newDraft, NEW_ACTION, NEW_CONDITION, type Draft } from './automation-draft';
import { ActionEditor, ConditionEditor, type PartContext } from './rule-parts';
import '../../theme/devices.css';
import '../../theme/smart-home.css';
import '../../theme/automation.css';

const PRESETS: Array<{ key: 'everyDay' | 'weekdays' | 'weekend'; days: Day[] }> = [
  { key: 'everyDay', days: [...DAYS] },
  { key: 'weekdays', days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
  { key: 'weekend', days: ['sat', 'sun'] },
];

function DayPicker({
  days,
  onChange,
  problem,
}: {
  days: Day[];
  onChange: (days: Day[]) => void;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const toggle = (day: Day) =>
    onChange(
      days.includes(day) ? days.filter((d) => d !== day) : DAYS.filter((d) => d === day || days.includes(d)),
    );
  return (
    <fieldset className="day-picker">
      <legend>{t('automation.days')}</legend>
      <div className="day-picker__days">
        {DAYS.map((day) => (
          <button
            key={day}
            type="button"
            className={`day-chip${days.includes(day) ? ' day-chip--on' : ''}`}
            aria-pressed={days.includes(day)}
            aria-label={t(`automation.dayLong.${day}`)}
            onClick={() => toggle(day)}
          >
            {t(`automation.dayNames.${day}`)}
          </button>
        ))}
      </div>
      <div className="day-picker__presets">
        {PRESETS.map((preset) => (
          <IonButton key={preset.key} size="small" fill="clear" onClick={() => onChange(preset.days)}>
            {t(`automation.${preset.key}`)}
          </IonButton>
        ))}
      </div>
      {problem ? (
        <p className="rule-part__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

function Builder({ automationId, onDone }: { automationId?: string; onDone: () => void }) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const propertyId = home.propertyId ?? '';
  const existing = useAutomations(propertyId).data?.find((a) => a.id === automationId);
  const devices = (useDevices(propertyId).data ?? []).filter((d) => d.ieee);
  const scenes = useScenes(propertyId).data ?? [];
  const save = useSaveAutomation(propertyId);
  const remove = useRemoveAutomation();
  const [draft, setDraft] = useState<Draft>(() => (existing ? draftOf(existing) : newDraft()));
  const [tried, setTried] = useState(false);
  const editable = home.can('userCanEditCreateScenes');
  const problems = draftProblems(draft);
  const problem = (key: string) => {
    const found = tried ? problems.get(key) : undefined;
    return found ? t(`automation.${found}`) : null;
  };
  const ctx: PartContext = {
    devices,
    settable: devices.filter((d) => d.canControll && SCENE_DEVICE_KINDS.includes(kindOf(d))),
    scenes,
  };
  const set = (change: Partial<Draft>) => setDraft((old) => ({ ...old, ...change }));
  const setCondition = (index: number, c: Condition | null) =>
    set({ conditions: draft.conditions.flatMap((old, i) => (i !== index ? [old] : c ? [c] : [])) });
  const setAction = (index: number, a: Action | null) =>
    set({ actions: draft.actions.flatMap((old, i) => (i !== index ? [old] : a ? [a] : [])) });
  const hasTime = draft.conditions.some((c) => c.kind === 'time');

  const submit = () => {
    setTried(true);
    if (problems.size > 0) return;
    save.mutate(
      { id: automationId, input: draft },
      {
        onSuccess: () => {
          void toast(t('automation.saved', { name: draft.name.trim() }));
          onDone();
        },
      },
    );
  };

  const askDelete = async () => {
    const confirmed = await confirmDestructive({
      header: t('automation.deleteTitle', { name: draft.name }),
      message: t('automation.deleteText'),
      confirm: t('automation.delete'),
      cancel: t('common.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(automationId!, {
      onSuccess: () => {
        void toast(t('automation.deleted', { name: draft.name }));
        onDone();
      },
    });
  };

  return (
    <form
      className="stack automation-builder"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!editable ? <FormAlert tone="info" message={t('automation.noRight')} /> : null}
      <FormAlert message={tried && problems.size > 0 ? t('automation.fixFields') : null} />
      <FormAlert
        message={save.isError ? errorText(t, save.error) : remove.isError ? errorText(t, remove.error) : null}
      />
      <fieldset className="stack" disabled={!editable}>
        <TextField
          name="automationName"
          label={t('automation.name')}
          value={draft.name}
          maxlength={AUTOMATION_NAME_MAX}
          error={problem('name')}
          onChange={(name) => set({ name })}
          required
        />
        <section className="rule-block" aria-labelledby="rule-if">
          <h3 id="rule-if" className="rule-block__title">
            <span className="rule-block__word">{t('automation.if')}</span> {t('automation.ifIntro')}
          </h3>
          <ul className="rule-parts">
            {draft.conditions.map((c, index) => (
              <ConditionEditor
                key={index}
                c={c}
                ctx={ctx}
                problem={problem(`conditions.${index}`)}
                onChange={(next) => setCondition(index, next)}
                onRemove={() => setCondition(index, null)}
              />
            ))}
          </ul>
          {problem('conditions') ? (
            <p className="rule-part__problem" role="alert">
              {problem('conditions')}
            </p>
          ) : null}
          <div className="rule-block__add" role="group" aria-label={t('automation.addCondition')}>
            {(['device', 'weather', 'scene', 'time'] as const).map((kind) => (
              <IonButton
                key={kind}
                size="small"
                fill="outline"
                disabled={kind === 'time' && hasTime}
                onClick={() => set({ conditions: [...draft.conditions, NEW_CONDITION[kind]] })}
              >
                <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                {t(`automation.conditionKinds.${kind}`)}
              </IonButton>
            ))}
          </div>
        </section>
        <DayPicker days={draft.days} problem={problem('days')} onChange={(days) => set({ days })} />
        <section className="rule-block" aria-labelledby="rule-then">
          <h3 id="rule-then" className="rule-block__title">
            <span className="rule-block__word">{t('automation.then')}</span> {t('automation.thenIntro')}
          </h3>
          <ul className="rule-parts">
            {draft.actions.map((a, index) => (
              <ActionEditor
                key={index}
                a={a}
                ctx={ctx}
                problem={problem(`actions.${index}`)}
                onChange={(next) => setAction(index, next)}
                onRemove={() => setAction(index, null)}
              />
            ))}
          </ul>
          {problem('actions') ? (
            <p className="rule-part__problem" role="alert">
              {problem('actions')}
            </p>
          ) : null}
          <div className="rule-block__add" role="group" aria-label={t('automation.addAction')}>
            {(['device', 'scene', 'security', 'notify'] as const).map((kind) => (
              <IonButton
                key={kind}
                size="small"
                fill="outline"
                disabled={
                  (kind === 'security' && !home.can('userCanChangeAlarm')) ||
                  (kind === 'scene' && !home.can('userCanChangeScenes'))
                }
                onClick={() => set({ actions: [...draft.actions, NEW_ACTION[kind]] })}
              >
                <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                {t(`automation.actionKinds.${kind}`)}
              </IonButton>
            ))}
          </div>
        </section>
        <IonToggle
          checked={draft.active}
          justify="space-between"
          onIonChange={(event) => set({ active: event.detail.checked })}
        >
          {t('automation.active')}
        </IonToggle>
      </fieldset>
      {editable ? (
        <div className="modal-actions">
          <IonButton type="submit" expand="block" disabled={save.isPending}>
            {save.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
            {t('automation.save')}
          </IonButton>
          {automationId ? (
            <IonButton
              expand="block"
              fill="outline"
              color="danger"
              disabled={remove.isPending}
              onClick={() => void askDelete()}
            >
              {t('automation.delete')}
            </IonButton>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

export function AutomationModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t } = useTranslation();
  const title = args?.automationId ? t('automation.editTitle') : t('automation.newTitle');
  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} testId="automation-modal">
      <ModalFrame title={title} onClose={onClose}>
        <Builder key={args?.automationId ?? 'new'} automationId={args?.automationId} onDone={onClose} />
      </ModalFrame>
    </AppModal>
  );
}
