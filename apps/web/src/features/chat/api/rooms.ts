// The platform's own chats opened from their pages: a team's chat (team page), a quick-match lobby's
// room (lobby page) and a tournament match's room (bracket). The server makes the room on first use
// and answers it only to the owner's roster; the answer seeds the chat's cache and opens the modal.
import { messengerEndpoints, type PlatformRoomKind } from '@clutch/contract/messenger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { openChat } from '../chat-modal-store';
import { refreshChatBar } from './chat-bar';
import { addressOf } from './chat-info';
import { chatKeys } from './chat-keys';

export interface RoomOwner {
  kind: PlatformRoomKind;
  id: number;
}

export function useOpenRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (owner: RoomOwner) => call(messengerEndpoints.room, { params: owner }),
    onSuccess: (chat) => {
      const address = addressOf(chat);
      queryClient.setQueryData(chatKeys.info(address), chat);
      openChat(address);
      // A room made just now is not in the chat list yet.
      return refreshChatBar(queryClient);
    },
  });
}
