// HTTP adapter of the profiles module.
import { profileEndpoints as api } from '@clutch/contract/profile';
import type { Mount } from '../../platform/http/mount.js';
import type { ProfilesService } from './profiles.service.js';

export function registerProfilesRoutes(mount: Mount, profiles: ProfilesService): void {
  mount(api.me, ({ caller }) => profiles.getMe(caller.id));
  mount(api.patchMe, ({ caller, body }) => profiles.patchMe(caller.id, body));
}
