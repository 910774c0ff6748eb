// The ban banner (second spec, screen 3): the account's active bans of kinds withdrawal, tournament,
// quick_match and chat, each 'until {date}' (in the viewer's time zone) or 'forever', with the reason.
import type { Me } from '@clutch/contract/profile';
import { Alert, Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';

const KINDS = ['withdrawal', 'tournament', 'quick_match', 'chat'] as const;

/** When a timed ban ends (ms), or null for one that is for good. */
function endOf(duration: string | null): number | null {
  return duration === null || duration === 'forever' ? null : Date.parse(duration);
}

export function BanBanner({ bans }: { bans: Me['bans'] }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const active = KINDS.filter((kind) => {
    const end = endOf(bans[kind].duration);
    return bans[kind].status && (end === null || end > now);
  });
  // A timed ban lapses without any push: the line goes when its end comes.
  const nextEnd = Math.min(...active.map((kind) => endOf(bans[kind].duration) ?? Infinity));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return undefined;
    // setTimeout holds at most about 24.8 days; a later end is looked at again then.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextEnd - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextEnd]);
  if (active.length === 0) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      radius={0}
      py="xs"
      px={0}
      data-testid="ban-banner"
    >
      <Container size="lg" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <WarningIcon size={20} />
        <div>
          <strong>{t('banBanner.title')}</strong>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {active.map((kind) => {
              const { duration, reason } = bans[kind];
              const end =
                duration === null || duration === 'forever'
                  ? t('banBanner.forever')
                  : t('banBanner.until', { date: formatDateTime(duration) });
              return (
                <li key={kind} data-ban={kind}>
                  {t(`banBanner.kinds.${kind}`)}: {end}
                  {reason ? ` · ${t('banBanner.reason', { reason })}` : null}
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
    </Alert>
  );
}
