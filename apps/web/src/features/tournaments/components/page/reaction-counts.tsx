// The tournament's likes and dislikes as counts (reacting comes with reviews, a later part of the
// page), abbreviated from 1000 on as the spec asks (1.2k).
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ThumbDownIcon, ThumbUpIcon } from '../../../../components/ui/action-icons';
import { formatCompactNumber } from '../../../../lib/format';

export function ReactionCounts({ likes, dislikes }: { likes: number; dislikes: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Group
        gap={4}
        wrap="nowrap"
        role="img"
        aria-label={t('tournaments.page.likes', { count: likes })}
      >
        <ThumbUpIcon size={16} />
        <Text fz="sm" fw={600} data-testid="likes">
          {formatCompactNumber(likes)}
        </Text>
      </Group>
      <Group
        gap={4}
        wrap="nowrap"
        role="img"
        aria-label={t('tournaments.page.dislikes', { count: dislikes })}
      >
        <ThumbDownIcon size={16} />
        <Text fz="sm" fw={600} data-testid="dislikes">
          {formatCompactNumber(dislikes)}
        </Text>
      </Group>
    </Group>
  );
}
