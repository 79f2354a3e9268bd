// Roles of spec 000 §4.2. A person's role is per property, except Landlord.
import { z } from 'zod';

export const ROLES = ['Landlord', 'Home Owner', 'Tenant', 'House Member', 'Home Member'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Roles that own their property (spec 000 §4.4). */
export const OWN_PROPERTY_ROLES: readonly Role[] = ['Home Owner', 'Tenant'];

/** Value of the role lookup when no permission entry matches the property (spec 000 §4.1). */
export const NO_ROLE = 'error' as const;
