// Sign-up (POST auth/register/) and its form metadata (OPTIONS auth/register/: the country choices).
import { authEndpoints } from '@clutch/contract/auth';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-tokens';

export interface SignUpForm {
  email: string;
  username: string;
  password: string;
  repeat_password: string;
  country: string | null;
}

export function countryChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'register-options'],
    queryFn: () => call(authEndpoints.registerOptions),
    select: (options) => options.actions.POST.country?.choices ?? [],
    // The list of countries does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useSignUp() {
  return useMutation({
    // The form shows the server's message itself, so the client raises no toast as well.
    mutationFn: (form: SignUpForm) => call(authEndpoints.register, { body: form }, { quiet: true }),
    onSuccess: (pair) => tokenStore.startSession(pair),
  });
}
