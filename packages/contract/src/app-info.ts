// Version, activity and error reports of the app (spec 000 §4.1, §7.1, §7.2).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';

export const APP_VERSION = '1.4.2';
export const APP_BUILD = '13524';

export const getVersion = defineCall({
  method: 'GET',
  path: '/version',
  access: 'public',
  summary: 'Server version and build',
  response: z.object({ version: z.string(), build: z.string() }),
});

export const getAppVersion = defineCall({
  method: 'GET',
  path: '/version/get-app-version',
  access: 'public',
  summary: 'The app version the server expects',
  response: z.object({ version: z.string() }),
});

export const reportActivity = defineCall({
  method: 'POST',
  path: '/app-users/app-active-or-inactive',
  access: 'user',
  summary: 'Report that the app gained (active) or lost (inactive) focus',
  body: z.strictObject({
    type: z.string().min(1).max(40),
    state: z.enum(['active', 'inactive']),
    route: z.string().max(300),
    user: IdSchema,
  }),
  response: OkSchema,
});

export const reportError = defineCall({
  method: 'POST',
  path: '/app-error-reporter/new-error',
  access: 'public',
  summary: 'Report a client error',
  body: z.strictObject({
    type: z.string().min(1).max(80),
    errorToReport: z.string().max(8000),
    whereFrom: z.string().max(300),
    userId: z.string().max(64).nullable().optional(),
    propertyId: z.string().max(64).nullable().optional(),
    platform: z.string().max(40),
  }),
  response: OkSchema,
});
