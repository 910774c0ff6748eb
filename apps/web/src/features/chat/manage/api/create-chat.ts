// Starting a chat: a private one with a friend (the chat there is, or a new one: one per pair), a
// group with friends, or a channel (POST messanger/{type}/). The new chat joins the list and opens.
import { messengerEndpoints, type ChatAddress } from '@clutch/contract/messenger';
import type { UserBrief } from '@clutch/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { addressOf, openPrivateChat } from '../../api/chat-info';
import { chatKeys } from '../../api/chat-keys';
import { openChat } from '../../chat-modal-store';
import type { CreateChatRequest } from '../chat-forms';

function useOpenCreated(onCreated: () => void) {
  const queryClient = useQueryClient();
  return (address: ChatAddress) => {
    onCreated();
    openChat(address);
    return queryClient.invalidateQueries({ queryKey: chatKeys.bar() });
  };
}

export function useCreateChat(onCreated: () => void) {
  const openCreated = useOpenCreated(onCreated);
  return useMutation({
    mutationFn: (request: CreateChatRequest) =>
      call(
        messengerEndpoints.createChat,
        { params: { type: request.type }, body: request.body },
        { quiet: true },
      ),
    onSuccess: (chat) => openCreated(addressOf(chat)),
  });
}

export function useStartPrivateChat(onCreated: () => void) {
  const queryClient = useQueryClient();
  const openCreated = useOpenCreated(onCreated);
  return useMutation({
    mutationFn: (friend: UserBrief) => openPrivateChat(queryClient, friend),
    onSuccess: openCreated,
  });
}
