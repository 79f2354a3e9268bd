// The landlord's climate warnings wherever they are in the app: a live 'landlord climate warning' or
// 'landlord climate ok' shows a toast and refreshes the overview.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClimateWarningLiveSchema } from '@hemvakt/contract/climate';
import { refreshLandlordAlarms } from '../../api/landlord-alarms';
import { toast } from '../../components/notify';
import { useLiveMessages } from '../../live/use-live';

const CLIMATE_TOAST_MS = 6_000;

export function ClimateWarningAlerts() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useLiveMessages(
    (message) => {
      const parsed = ClimateWarningLiveSchema.safeParse(message.data);
      if (!parsed.success) return;
      const warning = parsed.data;
      void refreshLandlordAlarms(queryClient);
      const raised = message.type === 'landlord climate warning';
      const text = raised
        ? t(warning.type === 'below' ? 'landlordAlarms.climateBelow' : 'landlordAlarms.climateAbove', {
            apartment: warning.propertyName,
            temperature: warning.temperature,
            threshold: warning.threshold,
          })
        : t('landlordAlarms.climateOk', { apartment: warning.propertyName });
      void toast(text, raised ? 'danger' : 'success', CLIMATE_TOAST_MS);
    },
    ['landlord climate warning', 'landlord climate ok'],
  );
  return null;
}
