// Changes to the own profile from the settings page: country and contact handle (PATCH profile/me/),
// the avatar (PATCH profile/me/ with the URL the upload answered, or null to remove it), the username
// (PATCH profile/{id}/change-username/) and the password (PATCH profile/{id}/change-password/). Each
// form shows the server's message itself, so the calls are quiet.
import { profileEndpoints, type Me } from '@clutch/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryOptions, newerMe } from './me';
import { PUBLIC_PROFILE_QUERY_KEY } from './public-profile';

function useSavedMe() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    queryClient.setQueryData(meQueryOptions().queryKey, (current) => newerMe(current, me));
    // The profile page shows the public view of the own profile too.
    void queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
  };
}

export interface ProfileDetails {
  country: string | null;
  discord: string | null;
}

export function useSaveProfileDetails() {
  const saved = useSavedMe();
  return useMutation({
    mutationFn: (details: ProfileDetails) =>
      call(profileEndpoints.patchMe, { body: details }, { quiet: true }),
    onSuccess: saved,
  });
}

export function useSetAvatarUrl() {
  const saved = useSavedMe();
  return useMutation({
    mutationFn: (avatar: string | null) =>
      call(profileEndpoints.patchMe, { body: { avatar } }, { quiet: true }),
    onSuccess: saved,
  });
}

export function useChangeUsername(userId: number) {
  const saved = useSavedMe();
  return useMutation({
    mutationFn: (username: string) =>
      call(
        profileEndpoints.changeUsername,
        { params: { id: userId }, body: { username } },
        { quiet: true },
      ),
    onSuccess: saved,
  });
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
  repeat_password: string;
}

export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      call(
        profileEndpoints.changePassword,
        { params: { id: userId }, body: change },
        { quiet: true },
      ),
  });
}
