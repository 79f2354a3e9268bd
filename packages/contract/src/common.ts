// Small schemas used by many calls.
import { z } from 'zod';

export const IdSchema = z.string().min(1).max(64);
export const OkSchema = z.object({ ok: z.boolean() });
export type Ok = z.infer<typeof OkSchema>;

export const LANGUAGES = ['EN', 'SE'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'EN';

export const EmailSchema = z.email({ error: 'Enter a valid e-mail address' }).max(254);
/** A link secret (invitation, reset, registration, key): base64url, at least 128 bits. */
export const LinkTokenSchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Malformed token');
