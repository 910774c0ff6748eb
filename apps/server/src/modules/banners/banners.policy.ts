// Who may do what with a banner: anyone signed in sees the shown ones, only the creator sees a hidden
// one, edits or deletes it, and only a team's leader puts their own banners on the team.
import { AppError } from '@clutch/contract/errors';

export interface BannerAccess {
  createdBy: number;
  allowShow: boolean;
}

export const BANNER_NOT_FOUND = 'Banner not found.';

/** A hidden banner of someone else answers as if it did not exist. */
export function requireVisible<B extends BannerAccess>(banner: B | undefined, viewerId: number): B {
  if (!banner || (!banner.allowShow && banner.createdBy !== viewerId))
    throw new AppError('not_found', BANNER_NOT_FOUND);
  return banner;
}

export function requireCreator(banner: BannerAccess, callerId: number, action: string): void {
  if (banner.createdBy !== callerId)
    throw new AppError('permission_denied', `Only the banner's creator can ${action}.`);
}

export function requireTeamLeader(team: { leaderId: number } | undefined, callerId: number): void {
  if (!team) throw new AppError('not_found', 'Team not found.');
  if (team.leaderId !== callerId)
    throw new AppError('permission_denied', "Only the team's leader can change its banners.");
}
