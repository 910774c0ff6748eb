// Choosing a team's picture: a file (PNG, JPEG, GIF or WebP up to 10 MB) is cropped in the shared
// dialog and uploaded at once; the form keeps the URL it gets back and sends it with the team.
import { Avatar, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageChooser } from '../../../components/people/image-chooser';
import { useUploadTeamAvatar } from '../api/team-avatar';

export function TeamAvatarPicker({
  url,
  current,
  name,
  onChange,
}: {
  /** The uploaded picture waiting to be sent, or null. */
  url: string | null;
  /** The team's picture today (edit form), shown while nothing new is chosen. */
  current: string | null;
  name: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadTeamAvatar();
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {t('teams.avatar.label')}
      </Text>
      <ImageChooser
        picture={
          <Avatar
            src={url ?? current}
            alt=""
            radius={9999}
            size={64}
            color="clutch"
            variant="filled"
          >
            {name.trim().slice(0, 1).toUpperCase()}
          </Avatar>
        }
        chooseLabel={url === null ? t('teams.avatar.choose') : t('teams.avatar.change')}
        formats={t('teams.avatar.formats')}
        layout={{ kind: 'form', basis: 200 }}
        onPick={() => upload.reset()}
        onSave={async (image, square) => onChange(await upload.mutateAsync({ image, square }))}
        saving={upload.isPending}
        error={upload.error}
      />
    </Stack>
  );
}
