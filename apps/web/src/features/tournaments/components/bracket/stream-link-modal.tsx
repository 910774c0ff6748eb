// The match's stream: a Twitch channel name or a Twitch or YouTube address, saved or removed by the
// creator or an accepted caster.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useStreamLink } from '../../api/matches';

export function StreamLinkModal({ match, onClose }: { match: GridMatch; onClose: () => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState(match.stream_link ?? '');
  const [isRemoving, setIsRemoving] = useState(false);
  const save = useStreamLink(match.id, () => {
    const done = isRemoving ? 'tournaments.match.streamRemoved' : 'tournaments.match.streamSaved';
    showToast(t(done), 'success');
    onClose();
  });
  const send = (value: string | null) => {
    setIsRemoving(value === null);
    save.mutate(value);
  };
  return (
    <Modal opened onClose={onClose} title={t('tournaments.match.streamLink')} centered>
      <Stack gap="sm">
        <TextInput
          label={t('tournaments.match.streamLink')}
          description={t('tournaments.match.streamLinkHint')}
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
          data-autofocus
        />
        <FormError message={describeError(save.error)} />
        <Group justify="space-between">
          {match.stream_link === null ? (
            <span />
          ) : (
            <Button
              variant="subtle"
              color="red"
              onClick={() => send(null)}
              loading={save.isPending && isRemoving}
            >
              {t('tournaments.match.removeStream')}
            </Button>
          )}
          <Button
            onClick={() => send(link.trim())}
            loading={save.isPending && !isRemoving}
            disabled={link.trim() === ''}
          >
            {t('tournaments.match.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
