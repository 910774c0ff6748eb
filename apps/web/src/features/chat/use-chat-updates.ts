// The one listener on group-chat-updates for the signed-in user, mounted with the round chat button:
// every push goes through applyChatFrame; a gap asks for the missed messages (one request per chat
// at a time); a reconnect (the client reopens any close but 1000) reads the list again and catches
// the open conversation up.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveSocket } from '../../lib/live-socket';
import { chatInfoQueryOptions } from './api/chat-info';
import { chatModalStore } from './chat-modal-store';
import { applyChatFrame, recentIds, recoverAfterReconnect, type ChatLiveContext } from './realtime';

/** The chat on screen: the modal is open on a chat whose details have loaded. */
export function openChatIdOf(queryClient: QueryClient): number | null {
  const { open, chat } = chatModalStore.get();
  if (!open || chat === null) return null;
  return queryClient.getQueryData(chatInfoQueryOptions(chat).queryKey)?.id ?? null;
}

export function useChatUpdates(viewerId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (viewerId === undefined) return;
    const waiting = new Set<number>();
    let opens = 0;
    const context: ChatLiveContext = {
      viewerId,
      openChatId: () => openChatIdOf(queryClient),
      catchUp: (chatId, lastId) => {
        if (waiting.has(chatId)) return;
        if (listening.send({ action: 'catch_up', pk: chatId, last_id: lastId }))
          waiting.add(chatId);
      },
      isFirstSighting: recentIds(),
    };
    const listening = liveSocket.listen('group-chat-updates', {
      onOpen: () => {
        opens += 1;
        waiting.clear();
        if (opens > 1) recoverAfterReconnect(queryClient, context);
      },
      onFrame: (frame) => {
        if (frame.action === 'catch_up') {
          const data: unknown = frame.data;
          if (typeof data === 'object' && data !== null && 'chat_id' in data) {
            waiting.delete(Number(data.chat_id));
          } else waiting.clear();
        }
        applyChatFrame(queryClient, frame, context);
      },
    });
    return () => listening.stop();
  }, [viewerId, queryClient]);
}
