// Properties of a resident (spec 000 §3.4, §4.4, §5, §7.2).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';
import { PropertySchema, RoomSchema, UserDataSchema } from './user-data';

const UserIdParams = z.object({ userId: IdSchema });
const IdParams = z.object({ id: IdSchema });

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);

export const PropertyAddressSchema = z.strictObject({
  propertyName: z.string().trim().max(80).optional(),
  street: text(120, 'Street is required'),
  city: text(80, 'City is required'),
  postCode: text(20, 'Post code is required'),
  country: text(80, 'Country is required'),
});
export type PropertyAddress = z.infer<typeof PropertyAddressSchema>;

/** 'villa ekbacken' → 'Villa ekbacken' (spec 000 §5: first letter capitalised on create). */
export function capitalizeFirst(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toLocaleUpperCase('sv-SE') + trimmed.slice(1);
}

export const getSelectedPropertyData = defineCall({
  method: 'POST',
  path: '/get-selected-property-data/:userId',
  access: 'user',
  summary: 'Switch the current property and answer its user data',
  params: UserIdParams,
  body: z.strictObject({ selectedProperty: IdSchema }),
  response: UserDataSchema,
});

export const listProperties = defineCall({
  method: 'GET',
  path: '/properties/:userId',
  access: 'user',
  summary: "The user's properties",
  params: UserIdParams,
  response: z.array(PropertySchema),
});

export const createProperty = defineCall({
  method: 'POST',
  path: '/create-additional-property/:userId',
  access: 'user',
  summary:
    'Add a home by address (named after its street when no name is given); the user becomes its Home Owner',
  params: UserIdParams,
  body: PropertyAddressSchema,
  response: PropertySchema,
});

export const editProperty = defineCall({
  method: 'POST',
  path: '/edit-additional-property/:id',
  access: 'user',
  summary: 'Change the name and address of an own property',
  params: IdParams,
  // The app also sends the property's id in the body (spec 000 §7.2); the path's id is the one used.
  body: PropertyAddressSchema.extend({
    id: IdSchema.optional(),
    propertyName: text(80, 'Property name is required'),
  }),
  response: PropertySchema,
});

export const removeProperty = defineCall({
  method: 'DELETE',
  path: '/remove-additional-property/:id',
  access: 'user',
  summary: 'Delete a property (Home Owner; no gateway and no other users)',
  params: IdParams,
  response: OkSchema,
});

export const leaveProperty = defineCall({
  method: 'POST',
  path: '/remove-my-self-from-property/:id',
  access: 'user',
  summary: 'Leave a property one was added to',
  params: IdParams,
  body: z.strictObject({ userId: IdSchema }),
  response: OkSchema,
});

export const addPropertyByCode = defineCall({
  method: 'POST',
  path: '/add-property-by-property-code/:userId',
  access: 'user',
  summary: 'Become the tenant of the apartment of a property code',
  params: UserIdParams,
  body: z.strictObject({ propertyCode: z.string().trim().min(1, 'Property code is required').max(32) }),
  response: z.object({ success: z.boolean(), message: z.string() }),
});

export const PropertyRoomsSchema = z.object({
  propertyId: IdSchema,
  propertyName: z.string(),
  rooms: z.array(RoomSchema),
});

export const getPropertiesRooms = defineCall({
  method: 'GET',
  path: '/get-properties-rooms/:userId',
  access: 'user',
  summary: "The rooms of each of the user's properties",
  params: UserIdParams,
  response: z.array(PropertyRoomsSchema),
});

export const getLandlordPhone = defineCall({
  method: 'GET',
  path: '/get-landlord-phone/:id',
  access: 'user',
  summary: 'The phone number of the landlord of an apartment (null when it has none)',
  params: IdParams,
  response: z.object({ phone: z.string().nullable() }),
});

export const GEOCODER_LIMIT = 10;
export const GEOCODER_COUNTRY = 'se';
export const SUGGESTIONS_HIDE_DELAY_MS = 500;
export const PROPERTY_CODE_TICK_MS = 1000;

export const AddressSuggestionSchema = z.object({
  placeName: z.string(),
  street: z.string(),
  context: z.object({ postcode: z.string(), place: z.string(), country: z.string() }),
  center: z.tuple([z.number(), z.number()]).nullable(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

export const suggestAddresses = defineCall({
  method: 'GET',
  path: '/address-suggestions/:query',
  access: 'user',
  summary: 'Address suggestions in Sweden (at most 10)',
  params: z.object({ query: z.string().trim().min(2).max(120) }),
  response: z.array(AddressSuggestionSchema),
});
