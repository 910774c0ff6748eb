// The aside's actions on the chat itself: a new invitation link, adding friends, leaving, editing
// (multipart, with the picture), and in a private chat banning or unbanning the other party.
import { messengerEndpoints, type ChatInfo } from '@clutch/contract/messenger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { addressOf } from '../../api/chat-info';
import { chatKeys } from '../../api/chat-keys';
import { useRefreshChat } from './members';

export function useRegenerateInvite(chat: ChatInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messengerEndpoints.regenerateInvite, { params: { id: chat.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.info(addressOf(chat)) }),
  });
}

export function useAddFriends(chat: ChatInfo) {
  const refresh = useRefreshChat(addressOf(chat));
  return useMutation({
    mutationFn: (users: readonly number[]) =>
      call(messengerEndpoints.addChatUsers, {
        body: { ...addressOf(chat), users_id: [...users] },
      }),
    onSettled: refresh,
  });
}

/** Leaving drops the chat from the list; the caller closes the panel. */
export function useLeaveChat(chat: ChatInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messengerEndpoints.leave, { body: addressOf(chat) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.bar() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.info(addressOf(chat)) }),
      ]),
  });
}

export function useEditChat(chat: ChatInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatType, form }: { chatType: 'group' | 'channel'; form: FormData }) =>
      call(messengerEndpoints.edit, { params: { chatType, id: chat.id }, form }, { quiet: true }),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.info(addressOf(chat)), saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.info(addressOf(chat)) }),
        // The list shows the name and picture too.
        queryClient.invalidateQueries({ queryKey: chatKeys.bar() }),
      ]),
  });
}

/** A private chat: ban (forever) or unban the other party, who is addressed as the chat is. */
export function usePrivateBan(chat: ChatInfo) {
  const refresh = useRefreshChat(addressOf(chat));
  return useMutation({
    mutationFn: ({ user, isBanned }: { user: number; isBanned: boolean }) =>
      isBanned
        ? call(messengerEndpoints.banMember, {
            body: { ...addressOf(chat), user, permanent: 1, is_mute: 0 },
          })
        : call(messengerEndpoints.unbanMember, { body: { ...addressOf(chat), user } }),
    onSettled: refresh,
  });
}
