// The landlord's overview (spec 000 §3.6, §9): portfolio counts, the fire, leak and climate events of
// the last 31 days (the web counts the last 7 from them) and the newest landlord notifications.
import {
  LANDLORD_MONTH_MS,
  LANDLORD_NOTIFICATIONS_PAGE,
  type LandlordOverview,
} from '@hemvakt/contract/landlord-alarms';
import type { Db } from '../../db/db';
import * as overview from './landlord-overview.repo';
import * as notifications from './landlord-notifications.repo';
import { presentLandlordNotification } from './landlord-notifications.present';
import { climateWarningsSince } from '../climate/climate.service';

export async function landlordOverview(db: Db, landlordId: string, now: Date): Promise<LandlordOverview> {
  const since = new Date(now.getTime() - LANDLORD_MONTH_MS);
  const [counts, fireEvents, leakEvents, climaWarnings, latest] = await Promise.all([
    overview.portfolioCounts(db, landlordId),
    overview.hazardEvents(db, landlordId, 'fire', since),
    overview.hazardEvents(db, landlordId, 'waterLeak', since),
    climateWarningsSince(db, landlordId, since),
    notifications.listPage(db, landlordId, null, LANDLORD_NOTIFICATIONS_PAGE),
  ]);
  return {
    tenantsInPortfolio: counts.tenants,
    landlordDevicesInactive: counts.devicesInactive,
    landlordDevicesLength: counts.devices,
    landlordPropertiesLength: counts.properties,
    installedGateways: counts.gateways,
    fireEvents,
    leakEvents,
    climaWarnings: climaWarnings.map((w) => ({
      id: w.id,
      propertyId: w.propertyId,
      propertyName: w.propertyName,
      startTime: new Date(w.startTime).toISOString(),
    })),
    notifications: latest.map(presentLandlordNotification),
  };
}
