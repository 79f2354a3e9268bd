// Settings views whose features arrive later: landlord global variables.
import { optionsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';

export function GlobalVariablesView() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={optionsOutline}
      title={t('settings.globalVariables')}
      text={t('settings.globalVariablesText')}
      badge={t('common.coming')}
    />
  );
}
