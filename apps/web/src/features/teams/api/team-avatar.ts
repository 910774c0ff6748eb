// A team's picture: the chosen square is drawn at 256 × 256 as webp in the browser (lib/image-crop),
// uploaded to the media endpoint (POST profile/upload-image/, part `file`), and the URL it answers is
// what the create and edit forms then send as `avatar`.
import { mediaEndpoints } from '@clutch/contract/media';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cropToWebp, type CropDeps, type CropSquare } from '../../../lib/image-crop';

export const TEAM_AVATAR_SIZE = 256;

export interface TeamAvatarChoice {
  image: CanvasImageSource;
  square: CropSquare;
}

const sendImage = (form: FormData) => call(mediaEndpoints.uploadImage, { form }, { quiet: true });

/** Crops, converts and uploads; answers the URL the server keeps the picture at. */
export async function uploadTeamAvatar(
  { image, square }: TeamAvatarChoice,
  send: (form: FormData) => Promise<{ url: string }> = sendImage,
  deps?: CropDeps,
): Promise<string> {
  const form = new FormData();
  form.append('file', await cropToWebp(image, square, TEAM_AVATAR_SIZE, deps));
  const uploaded = await send(form);
  return uploaded.url;
}

export function useUploadTeamAvatar() {
  return useMutation({ mutationFn: (choice: TeamAvatarChoice) => uploadTeamAvatar(choice) });
}
