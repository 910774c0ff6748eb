// Payment settings: the owner's legal name, address, phone and date of birth, used for payouts.
// Private to the owner; every field is optional and an empty value clears it.
import { z } from 'zod';
import { IdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { clearable } from './profile.js';

const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const nameField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(NAME_PATTERN, { message: 'Use letters, spaces, apostrophes, dots and hyphens.' });

/** Separators people type are dropped; what is stored is digits with an optional leading +. */
export const PhoneSchema = z
  .string()
  .trim()
  .max(32)
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(
    z.string().regex(/^\+?\d{7,15}$/, {
      message: 'Enter a phone number: 7 to 15 digits, optionally starting with +.',
    }),
  );

export const EARLIEST_BIRTH_DATE = '1900-01-01';

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  // Date rolls 2001-02-30 over to March; a real date reads back the same.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A calendar date that exists (no 2001-02-30) and is before today (UTC), written YYYY-MM-DD. */
export const BirthDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the format YYYY-MM-DD.', abort: true })
  .refine(isCalendarDate, {
    message: 'Enter a real date.',
    abort: true,
  })
  .refine((text) => text >= EARLIEST_BIRTH_DATE && text < new Date().toISOString().slice(0, 10), {
    message: 'Enter a date in the past.',
  });

export const PaymentSettingsSchema = z.object({
  user: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  zip_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

/** Fields left out stay as they are; '' or null clears one. */
export const PaymentSettingsPatchSchema = z
  .object({
    first_name: clearable(nameField(100)).optional(),
    last_name: clearable(nameField(100)).optional(),
    city: clearable(nameField(100)).optional(),
    street: clearable(
      z
        .string()
        .trim()
        .max(200)
        .regex(/^[^\p{Cc}]+$/u, { message: 'Remove control characters.' }),
    ).optional(),
    zip_code: clearable(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { message: 'Enter a postal code.' }),
    ).optional(),
    mobile_number: clearable(PhoneSchema).optional(),
    date_of_birth: clearable(BirthDateSchema).optional(),
  })
  .strict();
export type PaymentSettingsPatch = z.output<typeof PaymentSettingsPatchSchema>;

export const paymentSettingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'profile/:id/payment-settings/',
    auth: 'required',
    tag: 'profile',
    summary: 'The own payment settings (403 for another user)',
    params: IdParamsSchema,
    response: PaymentSettingsSchema,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: 'profile/:id/payment-settings/',
    auth: 'required',
    tag: 'profile',
    summary: 'Change the own payment settings; empty values clear a field',
    params: IdParamsSchema,
    body: PaymentSettingsPatchSchema,
    response: PaymentSettingsSchema,
  }),
} as const;
