// A chat's members (GET messanger/get-chat-members/, 100 a page, admins first) and the management
// dialog's actions on one of them: role change, ban or mute (forever or until a UTC time), cancelling
// it, and removal. Each action, once done, reloads the members and the chat (its count, its rights).
import {
  CHAT_MEMBERS_PER_PAGE,
  messengerEndpoints,
  type ChatAddress,
  type ChatRole,
} from '@clutch/contract/messenger';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { FIRST_PAGE, nextPageNumber } from '../../../../lib/paged-list';
import { chatKeys } from '../../api/chat-keys';

export function chatMembersQueryOptions(address: ChatAddress) {
  return infiniteQueryOptions({
    queryKey: chatKeys.members(address),
    queryFn: ({ pageParam }) =>
      call(messengerEndpoints.members, {
        query: { ...address, page: pageParam, per_page: CHAT_MEMBERS_PER_PAGE },
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageNumber,
  });
}

export type MemberCommand =
  | { kind: 'role'; role: ChatRole }
  /** `until` is UTC 'YYYY-MM-DD HH:MM'; absent means forever. */
  | { kind: 'ban'; isMute: boolean; until: string | null }
  | { kind: 'lift' }
  | { kind: 'remove' };

function runCommand(address: ChatAddress, user: number, command: MemberCommand): Promise<unknown> {
  const target = { ...address, user };
  switch (command.kind) {
    case 'role':
      return call(messengerEndpoints.changeRole, { body: { ...target, role: command.role } });
    case 'ban':
      return call(messengerEndpoints.banMember, {
        body: {
          ...target,
          permanent: command.until === null ? 1 : 0,
          ...(command.until === null ? {} : { until: command.until }),
          is_mute: command.isMute ? 1 : 0,
        },
      });
    case 'lift':
      return call(messengerEndpoints.unbanMember, { body: target });
    case 'remove':
      return call(messengerEndpoints.removeMember, { body: target });
  }
}

/** Refreshes what a change to the members shows: the list, and the chat's count and rights. */
export function useRefreshChat(address: ChatAddress) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chatKeys.members(address) }),
      queryClient.invalidateQueries({ queryKey: chatKeys.info(address) }),
    ]);
}

export function useMemberCommand(address: ChatAddress) {
  const refresh = useRefreshChat(address);
  return useMutation({
    mutationFn: ({ user, command }: { user: number; command: MemberCommand }) =>
      runCommand(address, user, command),
    onSettled: refresh,
  });
}
