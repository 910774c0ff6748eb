// HTTP adapter of the auth module: contract endpoint in, service call, answer out.
import { authEndpoints as api } from '@clutch/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { Mount } from '../../platform/http/mount.js';
import { textIn } from '../../platform/http/request-language.js';
import type { AuthService, ClientMeta } from './auth.service.js';
import { COUNTRY_CHOICES } from '../../platform/countries.js';

/** Sign-ins naming one e-mail per hour from all IPs together, in address allowances. */
const LOGIN_ADDRESS_CEILING = 10;

export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

export function registerAuthRoutes(mount: Mount, auth: AuthService): void {
  const { limits } = mount;

  mount(api.registerOptions, () =>
    Promise.resolve({
      name: 'Register',
      description: 'Create an account with e-mail and password.',
      renders: ['application/json'],
      parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      actions: {
        POST: {
          email: {
            type: 'email',
            required: true,
            read_only: false,
            label: 'Email address',
            max_length: 254,
          },
          username: {
            type: 'string',
            required: true,
            read_only: false,
            label: 'Username',
            max_length: 30,
          },
          password: {
            type: 'string',
            required: true,
            read_only: false,
            label: 'Password',
            max_length: 128,
          },
          repeat_password: {
            type: 'string',
            required: true,
            read_only: false,
            label: 'Repeat password',
            max_length: 128,
          },
          country: {
            type: 'choice',
            required: false,
            read_only: false,
            label: 'Country',
            choices: COUNTRY_CHOICES,
          },
        },
      },
    }),
  );

  mount(api.register, ({ body, request }) => auth.register(body, clientMeta(request)), {
    preHandler: [limits.perIp('register'), limits.perAddress('register', 'email')],
  });

  mount(api.login, ({ body, request }) => auth.login(body, clientMeta(request)), {
    // One IP guessing one account is stopped at the address allowance; many IPs together at ten
    // times it, so an attacker cannot lock the owner out of their own account (reliability A3).
    preHandler: [
      limits.perIp('login'),
      limits.perAddressFromIp('login', 'email'),
      limits.perAddress('login', 'email', LOGIN_ADDRESS_CEILING),
    ],
  });

  mount(api.refresh, ({ body }) => auth.refresh(body.refresh), {
    preHandler: [limits.perIp('refresh'), limits.perAccount('refresh')],
  });

  mount(api.logout, async ({ caller }) => {
    await auth.logout(caller);
    return null;
  });

  mount(
    api.confirm,
    ({ query, request }) => auth.confirmEmail(query.confirmation_token, clientMeta(request)),
    {
      preHandler: [limits.perIp('confirm')],
    },
  );

  mount(
    api.requestConfirmation,
    async ({ caller, request }) => {
      const answer = await auth.requestConfirmation(caller.id);
      return { message: textIn(request, answer.message) };
    },
    {
      preHandler: [limits.perIp('confirm-request'), limits.perAccount('confirm-request')],
    },
  );

  mount(
    api.forgotPassword,
    async ({ body, request }) => {
      const answer = await auth.forgotPassword(body.email);
      return { message: textIn(request, answer.message) };
    },
    {
      preHandler: [limits.perIp('forgot-password'), limits.perAddress('forgot-password', 'email')],
    },
  );

  mount(
    api.resetPassword,
    async ({ query, body, request }) => {
      const answer = await auth.resetPassword(
        query.confirmation_token,
        body.password,
        body.repeat_password,
      );
      return { message: textIn(request, answer.message) };
    },
    { preHandler: [limits.perIp('reset-password')] },
  );
}
