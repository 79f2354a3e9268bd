// Shop tab: the e-shop arrives in a later issue (spec 002); until then an honest empty state.
import { cartOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';

export function ShopTab() {
  const { t } = useTranslation();
  return (
    <div className="page-body">
      <EmptyState
        icon={cartOutline}
        title={t('shop.emptyTitle')}
        text={t('shop.emptyText')}
        badge={t('common.coming')}
        headingLevel="h1"
      />
    </div>
  );
}
