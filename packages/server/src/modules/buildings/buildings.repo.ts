// SQL for a landlord's buildings and their apartments (apartments are properties with landlord fields).
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { createDefaultScenes } from '../scenes/scenes.repo';

export interface NewBuilding {
  landlordId: string;
  buildingName: string;
  buildingAddress: string;
  buildingCity: string;
  buildingPostCode: string;
  buildingFloors: number;
  buildingFlatsPerFloor: number;
}

export async function create(db: Db, b: NewBuilding): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO buildings (id, landlord_id, building_name, building_address, building_city, building_post_code,
       building_floors, building_flats_per_floor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      b.landlordId,
      b.buildingName,
      b.buildingAddress,
      b.buildingCity,
      b.buildingPostCode,
      b.buildingFloors,
      b.buildingFlatsPerFloor,
    ],
  );
  return id;
}

export interface NewApartment {
  buildingId: string;
  landlordId: string;
  propertyName: string;
  street: string;
  city: string;
  postCode: string;
  floor: number;
  flatNumber: string;
  propertyCode: string;
}

export async function createApartment(db: Db, a: NewApartment): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO properties (id, property_name, street, city, post_code, country, landlord_id, building_id,
       property_code, property_type, property_floor, flat_number)
     VALUES ($1, $2, $3, $4, $5, 'Sweden', $6, $7, $8, 'apartment', $9, $10)`,
    [
      id,
      a.propertyName,
      a.street,
      a.city,
      a.postCode,
      a.landlordId,
      a.buildingId,
      a.propertyCode,
      a.floor,
      a.flatNumber,
    ],
  );
  await createDefaultScenes(db, id);
  return id;
}
