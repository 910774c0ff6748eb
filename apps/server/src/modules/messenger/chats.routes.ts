// STUB (being written): HTTP adapter for chats and members.
import type { Mount } from '../../platform/http/mount.js';
import type { ChatsService } from './chats.service.js';

export function registerChatRoutes(mount: Mount, chats: ChatsService): void {
  void mount;
  void chats;
}
