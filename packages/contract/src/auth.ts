// Sign-up, sign-in, token rotation, e-mail confirmation, password reset, Steam and Twitch.
import { z } from 'zod';
import { LinkSchema, MessageSchema } from './common.js';
import { endpoint } from './endpoint.js';

export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,30}$/u;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());
/** The username rules of sign-up; changing a username later follows the same rules. */
export const UsernameSchema = z.string().trim().regex(USERNAME_PATTERN, {
  message: 'Use 3 to 30 letters, digits and the characters _ . -',
});
export const PasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const CountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'Choose a country from the list.' });

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  repeat_password: PasswordSchema,
  country: CountrySchema.optional().nullable(),
});

export const CountryChoiceSchema = z.object({ value: z.string(), display_name: z.string() });
export const RegisterOptionsSchema = z.object({
  name: z.string(),
  description: z.string(),
  renders: z.array(z.string()),
  parses: z.array(z.string()),
  actions: z.object({
    POST: z.record(
      z.string(),
      z.object({
        type: z.string(),
        required: z.boolean(),
        read_only: z.boolean(),
        label: z.string(),
        max_length: z.number().optional(),
        choices: z.array(CountryChoiceSchema).optional(),
      }),
    ),
  }),
});

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  user_agent: z.string().max(512).optional(),
});
export const RefreshBodySchema = z.object({ refresh: z.string().min(1).max(4096) });
export const LogoutBodySchema = z.object({ refresh: z.string().max(4096).optional() }).nullish();
export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const TokenQuerySchema = z.object({ confirmation_token: z.string().min(1).max(200) });
export const ResetPasswordBodySchema = z.object({
  password: PasswordSchema,
  repeat_password: PasswordSchema.optional(),
});
/** OpenID 2.0 positive assertion fields exactly as Steam appends them to return_to. */
export const SteamCallbackQuerySchema = z.record(z.string(), z.string().max(2048));
/** Twitch sends `code` on success, `error` and `error_description` when the user declines. */
export const TwitchCallbackQuerySchema = z.object({
  code: z.string().min(1).max(512).optional(),
  state: z.string().min(1).max(200),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});
export const TwitchLinkedSchema = z.object({ twitch: z.string() });

export const authEndpoints = {
  registerOptions: endpoint({
    method: 'OPTIONS',
    path: 'auth/register/',
    auth: 'none',
    tag: 'auth',
    summary: 'Sign-up form metadata (country choices, DRF style)',
    response: RegisterOptionsSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: 'auth/register/',
    auth: 'none',
    tag: 'auth',
    summary: 'Create an account; mails a confirmation link',
    body: RegisterBodySchema,
    response: TokenPairSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: 'auth/login/',
    auth: 'none',
    tag: 'auth',
    summary: 'Sign in with e-mail and password',
    body: LoginBodySchema,
    response: TokenPairSchema,
  }),
  refresh: endpoint({
    method: 'POST',
    path: 'auth/token/refresh/',
    auth: 'none',
    tag: 'auth',
    summary: 'Rotate the refresh token; answers a new pair',
    body: RefreshBodySchema,
    response: TokenPairSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout/',
    auth: 'required',
    tag: 'auth',
    summary: 'Revoke the current session',
    body: LogoutBodySchema,
    response: z.null(),
    status: 204,
  }),
  confirm: endpoint({
    method: 'GET',
    path: 'auth/confirm/',
    auth: 'none',
    tag: 'auth',
    summary: 'Confirm the e-mail address and sign in',
    query: TokenQuerySchema,
    response: TokenPairSchema,
  }),
  requestConfirmation: endpoint({
    method: 'POST',
    path: 'auth/confirm-request/',
    auth: 'required',
    tag: 'auth',
    summary: 'Mail a new e-mail confirmation link to the signed-in user',
    response: MessageSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: 'auth/forgot-password/',
    auth: 'none',
    tag: 'auth',
    summary: 'Mail a password-reset link (same answer whether or not the address exists)',
    body: ForgotPasswordBodySchema,
    response: MessageSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'auth/reset-password/',
    auth: 'none',
    tag: 'auth',
    summary: 'Set a new password with a reset token; ends every other session',
    query: TokenQuerySchema,
    body: ResetPasswordBodySchema,
    response: MessageSchema,
  }),
  steamLogin: endpoint({
    method: 'GET',
    path: 'auth/steam-login/',
    auth: 'optional',
    tag: 'auth',
    summary: 'Link to Steam OpenID; signed in, the callback links Steam to the caller',
    response: LinkSchema,
  }),
  steamCallback: endpoint({
    method: 'GET',
    path: 'auth/steam-login/callback/',
    // Who links is decided by the state issued with the link, never by whoever forwards the answer.
    auth: 'none',
    tag: 'auth',
    summary: 'Verify the Steam OpenID assertion; sign in, or link Steam to the account that asked',
    query: SteamCallbackQuerySchema,
    response: TokenPairSchema,
  }),
  linkTwitch: endpoint({
    method: 'GET',
    path: 'auth/link-twitch/',
    auth: 'required',
    tag: 'auth',
    summary: 'Link to Twitch OAuth to attach a Twitch login to the profile',
    response: LinkSchema,
    // A server without TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET does not offer Twitch linking.
    errors: ['unavailable'],
  }),
  twitchCallback: endpoint({
    method: 'GET',
    path: 'auth/link-twitch/callback/',
    auth: 'none',
    tag: 'auth',
    summary: 'Exchange the Twitch code and store the Twitch login',
    query: TwitchCallbackQuerySchema,
    response: TwitchLinkedSchema,
    // A server without TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET does not offer Twitch linking.
    errors: ['unavailable'],
  }),
} as const;
