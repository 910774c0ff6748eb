// STUB (being written): HTTP adapter for messages.
import type { Mount } from '../../platform/http/mount.js';
import type { MessagesService } from './messages.service.js';

export function registerMessageRoutes(mount: Mount, messages: MessagesService): void {
  void mount;
  void messages;
}
