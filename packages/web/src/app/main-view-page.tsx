// /main-view: the landlord's Overview for a landlord, My Home for everyone else.
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';
import { useSession } from '../lib/session';
import { PageLoading } from './route-page';

const LandlordOverview = lazyPage(() => import('../features/landlord/overview-page'), 'LandlordOverviewPage');
const ResidentHome = lazyPage(() => import('./resident-tab-pages'), 'HomeTabPage');

export function MainViewPage() {
  const session = useSession();
  return (
    <Suspense fallback={<PageLoading />}>
      {session?.userRole === 'Landlord' ? <LandlordOverview /> : <ResidentHome />}
    </Suspense>
  );
}
