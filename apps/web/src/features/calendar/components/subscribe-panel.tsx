// Subscribing to the calendar from another app: the private feed address with a copy button, a
// webcal: link calendar apps open directly, and a new address (after a confirm: the old one stops
// working at once).
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/panel';
import { showToast } from '../../../lib/toast';
import { calendarFeedQueryOptions, useRegenerateFeed } from '../api/feed';

/** A browser that refuses the clipboard is ignored (spec 2, section 8). */
export async function copyText(text: string, onCopied: () => void): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  onCopied();
}

function RegenerateConfirm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateFeed();
  return (
    <Stack gap="xs" data-testid="calendar-feed-regenerate-confirm">
      <Text size="sm">{t('calendar.feed.regenerateConfirm')}</Text>
      <Group gap="sm" justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('calendar.back')}
        </Button>
        <Button
          color="red"
          loading={regenerate.isPending}
          data-testid="calendar-feed-regenerate-yes"
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: () => {
                showToast(t('calendar.feed.regenerated'), 'success');
                onDone();
              },
            })
          }
        >
          {t('calendar.feed.regenerateYes')}
        </Button>
      </Group>
    </Stack>
  );
}

export function SubscribePanel() {
  const { t } = useTranslation();
  const feed = useQuery(calendarFeedQueryOptions());
  const [isConfirming, setConfirming] = useState(false);
  const url = feed.data?.url ?? '';
  return (
    <div data-testid="calendar-subscribe">
      <Panel title={t('calendar.feed.title')} text={t('calendar.feed.text')}>
        {feed.isError ? <Text c="red">{t('common.loadFailed')}</Text> : null}
        <TextInput
          label={t('calendar.feed.url')}
          value={url}
          readOnly
          onFocus={(focusEvent) => focusEvent.currentTarget.select()}
          data-testid="calendar-feed-url"
        />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            disabled={url === ''}
            data-testid="calendar-feed-copy"
            onClick={() =>
              void copyText(url, () => showToast(t('calendar.feed.copied'), 'success'))
            }
          >
            {t('calendar.feed.copy')}
          </Button>
          <Button
            component="a"
            href={feed.data?.webcal_url}
            variant="default"
            data-testid="calendar-feed-open"
            aria-disabled={feed.data === undefined}
          >
            {t('calendar.feed.open')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            disabled={feed.data === undefined || isConfirming}
            data-testid="calendar-feed-regenerate"
            onClick={() => setConfirming(true)}
          >
            {t('calendar.feed.regenerate')}
          </Button>
        </Group>
        {isConfirming ? <RegenerateConfirm onDone={() => setConfirming(false)} /> : null}
      </Panel>
    </div>
  );
}
