// View 8 of the settings modal, for landlords: how long a tenant has to answer a fire or water-leak alarm
// before the team hears of it (the caller's own delays), and when an apartment's climate raises a warning
// (the team's thresholds and delay; the main landlord and admin managers change them). Each saves at once.
import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  CLIMATE_DELAY_DAYS_MAX,
  CLIMATE_DELAY_DAYS_MIN,
  CLIMATE_THRESHOLD_MAX_C,
  CLIMATE_THRESHOLD_MIN_C,
  NOTIFICATION_DELAY_OPTIONS_S,
  climateThresholdsOk,
  type LandlordAlarmSettings,
  type NotificationDelayType,
  type SettingVariableType,
} from '@hemvakt/contract/landlord-settings';
import { useLandlordAlarmSettings, useSaveLandlordSetting } from '../../api/landlord-settings';
import { ChoiceGroup } from '../../components/choice-group';
import { LoadFailed } from '../../components/page-states';
import { SelectField } from '../../components/select-field';
import { useSavedValue } from '../../components/use-saved-value';
import { useSession } from '../../lib/session';
import '../../theme/smart-home.css';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const THRESHOLDS = range(CLIMATE_THRESHOLD_MIN_C, CLIMATE_THRESHOLD_MAX_C);
const DELAY_DAYS = range(CLIMATE_DELAY_DAYS_MIN, CLIMATE_DELAY_DAYS_MAX);

function DelayChoice({ type, stored }: { type: NotificationDelayType; stored: number }) {
  const { t } = useTranslation();
  const save = useSaveLandlordSetting();
  const setting = useSavedValue(type, stored, (value) =>
    save({ type, value: value as LandlordAlarmSettings[NotificationDelayType] }),
  );
  return (
    <div data-testid={type}>
      <ChoiceGroup
        label={t(`globalVariables.${type}`)}
        showLabel
        value={String(setting.value)}
        disabled={setting.pending}
        choices={NOTIFICATION_DELAY_OPTIONS_S.map((s) => ({
          value: String(s),
          label: t('globalVariables.seconds', { count: s }),
        }))}
        onChange={(value) => setting.change(Number(value))}
      />
    </div>
  );
}

type SelectOptions = { value: number; label: string; disabled?: boolean }[];

function VariableSelect({
  type,
  stored,
  options,
  disabled,
}: {
  type: SettingVariableType;
  stored: number;
  options: SelectOptions;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveLandlordSetting();
  const setting = useSavedValue(type, stored, (value) => save({ type, value }));
  return (
    <fieldset className="global-variables__field" disabled={disabled || setting.pending} data-testid={type}>
      <SelectField
        label={t(`globalVariables.${type}`)}
        name={type}
        value={String(setting.value)}
        options={options.map((option) => ({ ...option, value: String(option.value) }))}
        onChange={(value) => setting.change(Number(value))}
      />
    </fieldset>
  );
}

function GlobalVariablesForm({ settings }: { settings: LandlordAlarmSettings }) {
  const { t } = useTranslation();
  const session = useSession();
  const teamAdmin = session?.ml === 'true' || session?.cbadol === 'true';
  const thresholds = (allowed: (celsius: number) => boolean) =>
    THRESHOLDS.map((c) => ({
      value: c,
      label: t('globalVariables.celsius', { value: c }),
      disabled: !allowed(c),
    }));
  const { climateWarningBelow: below, climateWarningAbove: above, climateWarningDelayDays: days } = settings;
  const variables: [SettingVariableType, SelectOptions][] = [
    [
      'climateWarningBelow',
      thresholds((c) => climateThresholdsOk({ climateWarningBelow: c, climateWarningAbove: above })),
    ],
    [
      'climateWarningAbove',
      thresholds((c) => climateThresholdsOk({ climateWarningBelow: below, climateWarningAbove: c })),
    ],
    [
      'climateWarningDelayDays',
      DELAY_DAYS.map((d) => ({ value: d, label: t('globalVariables.days', { count: d }) })),
    ],
  ];

  return (
    <div className="settings-view global-variables">
      <section className="settings-card settings-card--padded" aria-labelledby="alarm-delays-heading">
        <h3 id="alarm-delays-heading">{t('globalVariables.delaysTitle')}</h3>
        <p className="settings-card__text">{t('globalVariables.delaysText')}</p>
        <div className="global-variables__fields">
          <DelayChoice type="fireNotificationDelay" stored={settings.fireNotificationDelay} />
          <DelayChoice type="waterLeakNotificationDelay" stored={settings.waterLeakNotificationDelay} />
        </div>
      </section>

      <section className="settings-card settings-card--padded" aria-labelledby="climate-heading">
        <h3 id="climate-heading">{t('globalVariables.climateTitle')}</h3>
        <p className="settings-card__text">{t('globalVariables.climateText')}</p>
        <p className="global-variables__summary" data-testid="climate-summary">
          {t('globalVariables.climateSummary', { below, above, count: days })}
        </p>
        <div className="global-variables__fields global-variables__fields--columns">
          {variables.map(([type, options]) => (
            <VariableSelect
              key={type}
              type={type}
              stored={settings[type]}
              options={options}
              disabled={!teamAdmin}
            />
          ))}
        </div>
        {teamAdmin ? null : <p className="settings-card__note">{t('globalVariables.adminOnly')}</p>}
      </section>
    </div>
  );
}

export function GlobalVariablesView() {
  const { t } = useTranslation();
  const settings = useLandlordAlarmSettings();
  if (settings.isError) {
    return (
      <LoadFailed
        title={t('globalVariables.loadFailed')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) {
    return (
      <div className="settings-view global-variables__loading" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>{t('globalVariables.loading')}</span>
      </div>
    );
  }
  return <GlobalVariablesForm settings={settings.data} />;
}
