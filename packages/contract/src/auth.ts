// Accounts and session: spec 000 §3.1, §4.1, §7.1.
import { z } from 'zod';
import { defineCall } from './http';
import { EmailSchema, LanguageSchema, LinkTokenSchema, OkSchema, IdSchema } from './common';
import { RoleSchema, NO_ROLE } from './roles';

export const PASSWORD_MIN_LENGTH = 8;

/** Which parts of the password rule a candidate misses; empty when it is acceptable. */
export function passwordProblems(password: string): Array<'length' | 'lower' | 'upper' | 'special'> {
  const problems: Array<'length' | 'lower' | 'upper' | 'special'> = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('length');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/[^\p{L}\p{N}]/u.test(password)) problems.push('special');
  return problems;
}

export const PasswordSchema = z
  .string()
  .max(200)
  .refine((value) => passwordProblems(value).length === 0, {
    message: 'At least 8 characters with upper and lower case letters and a special character',
  });

export const NameSchema = z.string().trim().min(1, 'Name is required').max(80);
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{4,19}$/, 'Missing phone number');

/** Claims of the login token (spec 000 §3.1). `ml` and `cbadol` are the strings 'true' / 'false'. */
export const SessionClaimsSchema = z.object({
  user: IdSchema,
  landlordId: z.string().nullable(),
  ml: z.enum(['true', 'false']),
  cbadol: z.enum(['true', 'false']),
  userName: z.string(),
  userRole: z.union([RoleSchema, z.literal(NO_ROLE)]),
  property: z.string().nullable(),
  agentId: z.string().nullable(),
  language: LanguageSchema,
  subscribeNewsletter: z.boolean(),
  subscribeDealsOffers: z.boolean(),
  companyName: z.string().nullable(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

export const TokenAnswerSchema = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

const NewAccountFields = {
  name: NameSchema,
  phone: PhoneSchema,
  password: PasswordSchema,
  acceptTerms: z.literal(true, { error: 'Terms and privacy agreement is required' }),
  language: LanguageSchema.optional(),
  subscribeNewsletter: z.boolean().optional(),
  subscribeDealsOffers: z.boolean().optional(),
};
export const NewAccountSchema = z.strictObject(NewAccountFields);
export type NewAccount = z.infer<typeof NewAccountSchema>;

const TokenParams = z.object({ token: LinkTokenSchema });
const CodeParams = z.object({ code: LinkTokenSchema });
const UserIdParams = z.object({ userId: IdSchema });

export const login = defineCall({
  method: 'POST',
  path: '/login',
  access: 'public',
  summary: 'Log in with e-mail and password',
  body: z.strictObject({ email: EmailSchema, password: z.string().min(1).max(200) }),
  response: TokenAnswerSchema,
});

export const OAUTH_PROVIDERS = ['google', 'apple', 'microsoft'] as const;
export const oauthLogin = defineCall({
  method: 'POST',
  path: '/oauth/new-oauth',
  access: 'public',
  summary: 'Log in or sign up with an identity provider idToken',
  body: z.strictObject({
    name: z.string().trim().max(80).optional(),
    email: EmailSchema,
    idToken: z.string().min(10).max(8000),
    type: z.string().min(1).max(40),
    appAuth: z.boolean().optional(),
  }),
  response: z.object({ type: z.literal('Success'), token: z.string() }),
});

export const logout = defineCall({
  method: 'POST',
  path: '/users/logout/:userId',
  access: 'user',
  summary: 'End this session',
  params: UserIdParams,
  response: OkSchema,
});

export const sendVerificationEmail = defineCall({
  method: 'POST',
  path: '/register/send-verification-email',
  access: 'public',
  summary: 'Start sign-up: mail a link that completes the registration',
  body: z.strictObject({ email: EmailSchema, name: NameSchema, language: LanguageSchema.optional() }),
  response: z.object({ sent: z.boolean() }),
});

export const PendingRegistrationSchema = z.object({ email: z.string(), name: z.string() });
export type PendingRegistration = z.infer<typeof PendingRegistrationSchema>;

export const verifyEmail = defineCall({
  method: 'GET',
  path: '/register/verify-email/:code',
  access: 'public',
  summary: 'Check a sign-up verification code',
  params: CodeParams,
  response: PendingRegistrationSchema,
});

export const register = defineCall({
  method: 'POST',
  path: '/register',
  access: 'public',
  summary: 'Create the account of a verified e-mail (code from the verification mail)',
  body: z.strictObject({ code: LinkTokenSchema, ...NewAccountFields }),
  response: TokenAnswerSchema,
});

export const getRegistration = defineCall({
  method: 'GET',
  path: '/users/:token',
  access: 'public',
  summary: 'Pending registration of a complete-registration link',
  params: TokenParams,
  response: PendingRegistrationSchema,
});

export const completeRegistration = defineCall({
  method: 'POST',
  path: '/users/:token',
  access: 'public',
  summary: 'Complete the registration of a complete-registration link',
  params: TokenParams,
  body: NewAccountSchema,
  response: TokenAnswerSchema,
});

export const PROPERTY_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
const PropertyCodeSchema = z.string().regex(PROPERTY_CODE_PATTERN, 'Property code is required');

export const verifyPropertyCode = defineCall({
  method: 'GET',
  path: '/register/verify-property-code/:code',
  access: 'public',
  summary: 'Check that a property code names a free apartment',
  params: z.object({ code: PropertyCodeSchema }),
  response: z.object({ propertyName: z.string(), buildingName: z.string().nullable() }),
});

export const checkGoodEmail = defineCall({
  method: 'GET',
  path: '/register/check-good-email/:email/:propertyCode',
  access: 'public',
  summary: 'Whether an e-mail may sign up with a property code',
  params: z.object({ email: EmailSchema, propertyCode: PropertyCodeSchema }),
  response: z.object({ good: z.boolean() }),
});

export const registerByPropertyCode = defineCall({
  method: 'POST',
  path: '/register/by-property-code/:code',
  access: 'public',
  summary: 'Sign up as the tenant of the apartment of a property code',
  params: z.object({ code: PropertyCodeSchema }),
  body: z.strictObject({ email: EmailSchema, ...NewAccountFields }),
  response: TokenAnswerSchema,
});

export const checkEmailExists = defineCall({
  method: 'GET',
  path: '/register/check-email-exists/:email',
  access: 'public',
  summary: 'Whether an account uses this e-mail',
  params: z.object({ email: EmailSchema }),
  response: z.object({ exists: z.boolean() }),
});

export const forgotPassword = defineCall({
  method: 'POST',
  path: '/forgot-password/reset',
  access: 'public',
  summary: 'Mail a password reset link (answers the same whether or not the account exists)',
  body: z.strictObject({ email: EmailSchema }),
  response: z.object({ sent: z.boolean() }),
});

export const checkResetToken = defineCall({
  method: 'GET',
  path: '/forgot-password/check/:token',
  access: 'public',
  summary: 'Check a password reset link',
  params: TokenParams,
  response: z.object({ email: z.string() }),
});

export const setNewPassword = defineCall({
  method: 'POST',
  path: '/forgot-password/new/:token',
  access: 'public',
  summary: 'Set a new password from a reset link; ends every session of the account',
  params: TokenParams,
  body: z.strictObject({ password: PasswordSchema }),
  response: OkSchema,
});

export const getLandlordRegistration = defineCall({
  method: 'GET',
  path: '/landlords/:token',
  access: 'public',
  summary: 'Landlord registration invitation of a link',
  params: TokenParams,
  response: z.object({ email: z.string(), companyName: z.string().nullable() }),
});

export const completeLandlordRegistration = defineCall({
  method: 'POST',
  path: '/landlords/:token',
  access: 'public',
  summary: 'Create the landlord account of a registration link',
  params: TokenParams,
  body: z.strictObject({ companyName: z.string().trim().min(1).max(120), ...NewAccountFields }),
  response: TokenAnswerSchema,
});

export const InvitationSummarySchema = z.object({
  email: z.string(),
  propertyName: z.string(),
  invitedBy: z.string(),
  accountExists: z.boolean(),
});
export type InvitationSummary = z.infer<typeof InvitationSummarySchema>;

export const checkInvitation = defineCall({
  method: 'GET',
  path: '/accept-invitation/check/:token',
  access: 'public',
  summary: 'What a house invitation link invites to',
  params: TokenParams,
  response: InvitationSummarySchema,
});

export const answerInvitation = defineCall({
  method: 'POST',
  path: '/accept-invitation/answer/:token',
  access: 'public',
  summary: 'Accept or decline a house invitation; a new account is created when none exists',
  params: TokenParams,
  body: z.strictObject({
    answer: z.enum(['yes', 'no']),
    account: NewAccountSchema.optional(),
  }),
  response: z.object({ status: z.enum(['accepted', 'declined']), token: z.string().optional() }),
});

export const createLiveTicket = defineCall({
  method: 'POST',
  path: '/live-ticket',
  access: 'user',
  summary: 'A single-use ticket (30 s) for opening the live channel',
  response: TokenAnswerSchema,
});
