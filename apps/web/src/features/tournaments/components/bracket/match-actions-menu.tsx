// The actions one viewer has on one bracket match (match-actions.ts decides which): a menu for the
// creator's and a player's, the stream button for anyone, the chat room's button for its members,
// and the note a player's report leaves.
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DotsIcon } from '../../../../components/ui/action-icons';
import { openStreamer } from '../../../../lib/streamer';
import {
  canOpenMatchChat,
  isMatchOf,
  matchActions,
  twitchChannel,
  type MatchAction,
  type MatchViewer,
} from './match-actions';
import { CasterInviteModal } from './caster-invite-modal';
import { MatchScoreModal, type ReportOutcome } from './match-score-modal';
import { PostponeModal } from './postpone-modal';
import { StreamLinkModal } from './stream-link-modal';

type Dialog = Exclude<MatchAction, 'watchStream'>;
const MENU_ACTIONS: readonly Dialog[] = [
  'report',
  'setResult',
  'postpone',
  'inviteCaster',
  'streamLink',
];
const LABELS = {
  report: 'tournaments.match.report',
  setResult: 'tournaments.match.setResult',
  postpone: 'tournaments.match.postpone',
  inviteCaster: 'tournaments.match.inviteCaster',
  streamLink: 'tournaments.match.streamLink',
} as const;

function watch(link: string | null): void {
  const channel = twitchChannel(link);
  if (channel !== null) openStreamer(channel);
  else if (link !== null) window.open(link, '_blank', 'noopener');
}

function OpenDialog({
  dialog,
  match,
  onClose,
  onReported,
}: {
  dialog: Dialog;
  match: GridMatch;
  onClose: () => void;
  onReported: (outcome: ReportOutcome) => void;
}) {
  if (dialog === 'postpone') return <PostponeModal match={match} onClose={onClose} />;
  if (dialog === 'inviteCaster') return <CasterInviteModal matchId={match.id} onClose={onClose} />;
  if (dialog === 'streamLink') return <StreamLinkModal match={match} onClose={onClose} />;
  const by = dialog === 'setResult' ? 'creator' : 'side';
  return <MatchScoreModal match={match} by={by} onClose={onClose} onReported={onReported} />;
}

function ReportNote({
  match,
  viewer,
  reported,
}: {
  match: GridMatch;
  viewer: MatchViewer;
  reported: ReportOutcome | null;
}) {
  const { t } = useTranslation();
  if (match.status !== 'in_game' || !isMatchOf(match, viewer.participantId)) return null;
  if (match.is_disputed)
    return (
      <Text fz="xs" c="red.4">
        {t('tournaments.match.disputed')}
      </Text>
    );
  if (!viewer.isCaptain)
    return (
      <Text fz="xs" c="dimmed">
        {t('tournaments.match.captainReports')}
      </Text>
    );
  if (reported !== 'waiting') return null;
  return (
    <Text fz="xs" c="yellow.4">
      {t('tournaments.match.reported')}
    </Text>
  );
}

export function MatchActionsMenu({
  match,
  viewer,
  onOpenChat,
}: {
  match: GridMatch;
  viewer: MatchViewer;
  /** Opens match `id`'s chat room; the page hands it in (the chat is another feature). */
  onOpenChat?: (matchId: number) => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reported, setReported] = useState<ReportOutcome | null>(null);
  const actions = matchActions(match, viewer);
  const menu = MENU_ACTIONS.filter((action) => actions.includes(action));
  const hasChat = onOpenChat !== undefined && canOpenMatchChat(match, viewer);
  if (actions.length === 0 && reported === null && !hasChat) return null;
  return (
    <>
      <ReportNote match={match} viewer={viewer} reported={reported} />
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {hasChat ? (
          <Button size="compact-xs" variant="light" onClick={() => onOpenChat(match.id)}>
            {t('tournaments.match.chat')}
          </Button>
        ) : null}
        {actions.includes('watchStream') ? (
          <Button
            size="compact-xs"
            variant="light"
            color="grape"
            onClick={() => watch(match.stream_link)}
          >
            {t('tournaments.match.watchStream')}
          </Button>
        ) : null}
        {menu.length === 0 ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('tournaments.match.actions')}
              >
                <DotsIcon size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {menu.map((action) => (
                <Menu.Item key={action} onClick={() => setDialog(action)}>
                  {t(LABELS[action])}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {dialog === null ? null : (
        <OpenDialog
          dialog={dialog}
          match={match}
          onClose={() => setDialog(null)}
          onReported={setReported}
        />
      )}
    </>
  );
}
