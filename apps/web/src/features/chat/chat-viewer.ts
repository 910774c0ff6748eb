// Who is reading: the signed-in user, handed in by the app where the chat button is mounted (a
// feature does not read another feature's profile query), for own-message sides, unread rules and
// the management screens.
import type { UserBrief } from '@clutch/contract/common';
import { createContext, useContext } from 'react';

export const ChatViewerContext = createContext<UserBrief | null>(null);

export function useChatViewer(): UserBrief {
  const viewer = useContext(ChatViewerContext);
  if (viewer === null) throw new Error('useChatViewer needs the chat modal’s ChatViewerContext');
  return viewer;
}
