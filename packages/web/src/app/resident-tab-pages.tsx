// The four tab pages of a resident: the layout with each feature's tab content.
import { MyHomeTab } from '../features/home/my-home-tab';
import { SecurityTab } from '../features/security/security-tab';
import { AutomationTab } from '../features/automation/automation-tab';
import { ShopTab } from '../features/shop/shop-tab';
import { ResidentTabs } from './resident-tabs';

export function HomeTabPage() {
  return (
    <ResidentTabs tab="home">
      <MyHomeTab />
    </ResidentTabs>
  );
}

export function SecurityTabPage() {
  return (
    <ResidentTabs tab="security">
      <SecurityTab />
    </ResidentTabs>
  );
}

export function AutomationTabPage() {
  return (
    <ResidentTabs tab="automation">
      <AutomationTab />
    </ResidentTabs>
  );
}

export function ShopTabPage() {
  return (
    <ResidentTabs tab="shop">
      <ShopTab />
    </ResidentTabs>
  );
}
