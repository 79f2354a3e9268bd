// Climate warning rows → the answer and live payload of contract/climate.ts.
import type { ClimateWarning } from '@hemvakt/contract/climate';
import type { ClimateWarningListRow } from './climate.repo';

/** A raised warning (start_time, temperature and threshold set). */
export function presentClimateWarning(row: ClimateWarningListRow): ClimateWarning {
  return {
    id: row.id,
    startTime: row.start_time!.getTime(),
    outOfRangeSince: row.out_of_range_since.getTime(),
    endTime: row.ended_at?.getTime() ?? null,
    propertyId: row.property_id,
    propertyName: row.property_name,
    buildingId: row.building_id,
    buildingName: row.building_name,
    type: row.side,
    temperature: Math.round(row.temperature! * 10) / 10,
    threshold: row.threshold!,
  };
}
