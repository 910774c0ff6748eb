// The avatar section: the current picture, choosing a new one (PNG, JPEG, GIF or WebP up to 10 MB),
// which opens the crop dialog, and removing it.
import { Button } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import { ImageChooser } from '../../../../components/people/image-chooser';
import { TrashIcon } from '../../../../components/ui/action-icons';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useSaveAvatar } from '../../api/avatar';
import { useSetAvatarUrl } from '../../api/profile-edits';
import { SettingsSection } from './settings-section';

export function AvatarSettings({ me }: { me: Me }) {
  const { t } = useTranslation();
  const remove = useSetAvatarUrl();
  const save = useSaveAvatar();
  return (
    <SettingsSection title={t('settings.avatar.title')} description={t('settings.avatar.text')}>
      <ImageChooser
        picture={<UserAvatar username={me.username} src={me.avatar_url} size={88} />}
        chooseLabel={t('settings.avatar.choose')}
        formats={t('settings.avatar.formats')}
        actions={
          me.avatar_url === null ? null : (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<TrashIcon size={14} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(null)}
            >
              {t('settings.avatar.remove')}
            </Button>
          )
        }
        layout={{ kind: 'settings' }}
        // Each picture starts without the last one's failure, as when the dialog owned the mutation.
        onPick={() => save.reset()}
        onSave={async (image, square) => {
          await save.mutateAsync({ image, square });
        }}
        saving={save.isPending}
        error={save.error}
      />
    </SettingsSection>
  );
}
