// A new avatar: the chosen square of the picture is drawn at 256 × 256 and encoded as webp at
// quality 90 in the browser (lib/image-crop), uploaded (POST profile/upload-image/, part `file`),
// and the URL the server answers becomes the profile's avatar.
import { mediaEndpoints } from '@clutch/contract/media';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { cropToWebp, type CropDeps, type CropSquare } from '../../../lib/image-crop';
import { useSetAvatarUrl } from './profile-edits';

export const AVATAR_SIZE = 256;

/** The upload's form: the cropped webp in the part `file`. */
export async function avatarForm(
  image: CanvasImageSource,
  square: CropSquare,
  deps?: CropDeps,
): Promise<FormData> {
  const file = await cropToWebp(image, square, AVATAR_SIZE, deps);
  const form = new FormData();
  form.append('file', file);
  return form;
}

export interface AvatarChoice {
  image: CanvasImageSource;
  square: CropSquare;
}

const sendImage = (form: FormData) => call(mediaEndpoints.uploadImage, { form }, { quiet: true });

/** Crops, converts and uploads; answers the URL the server keeps the image at. */
export async function uploadAvatar(
  { image, square }: AvatarChoice,
  send: (form: FormData) => Promise<{ url: string }> = sendImage,
  deps?: CropDeps,
): Promise<string> {
  const uploaded = await send(await avatarForm(image, square, deps));
  return uploaded.url;
}

export function useSaveAvatar() {
  const setAvatar = useSetAvatarUrl();
  return useMutation({
    mutationFn: async (choice: AvatarChoice) => setAvatar.mutateAsync(await uploadAvatar(choice)),
  });
}
