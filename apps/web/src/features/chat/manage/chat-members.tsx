// The aside's members section: how many there are, then the members (admins first, 100 a page,
// more on demand) with their role and any ban or mute, and for each one the viewer may manage (never
// the viewer's own row) the button that opens the member-management dialog; beside every other
// member, a way to report them (the chat goes with the report).
import { ActionIcon, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { CHAT_ROLES, type ChatInfo, type ChatMember } from '@clutch/contract/messenger';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleList, PersonRow } from '../../../components/people/person-row';
import { FlagIcon, useReportEntry } from '../../../components/report/report-entry';
import { DotsIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { flattenPages } from '../../../lib/paged-list';
import { addressOf } from '../api/chat-info';
import { chatMembersQueryOptions } from './api/members';
import { MemberDialog } from './member-dialog';
import { restrictionNote, roleName } from './member-labels';
import { memberOptions } from './member-options';

/** "You · Creator · Muted until …": what is worth knowing about a member, or nothing. */
function memberNote(
  t: TFunction,
  chat: ChatInfo,
  member: ChatMember,
  viewerId: number | null,
  now: Date,
): string | undefined {
  const parts = [
    member.user.id === viewerId ? t('chatManage.members.you') : null,
    chat.chat_type !== 'private' && member.user.id === chat.creator
      ? t('chatManage.members.creator')
      : null,
    restrictionNote(t, member, now),
  ].filter((part) => part !== null);
  return parts.length === 0 ? undefined : parts.join(' · ');
}

export function ChatMembers({ chat, viewerId }: { chat: ChatInfo; viewerId: number | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const address = addressOf(chat);
  const members = useInfiniteQuery(chatMembersQueryOptions(address));
  const [managed, setManaged] = useState<ChatMember | null>(null);
  const report = useReportEntry();
  const list = flattenPages(members.data);
  const now = new Date();
  const managedOptions = managed === null ? null : memberOptions(chat, managed, viewerId, now);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={3} fz="md" id={titleId}>
          {t('chatManage.members.title')}
        </Title>
        <Badge variant="light" size="sm" data-testid="chat-members-count">
          {chat.members_count}
        </Badge>
      </Group>
      <ListStatus
        isPending={members.isPending}
        isError={members.isError}
        isEmpty={list.length === 0}
        emptyText={t('chatManage.members.none')}
        onRetry={() => void members.refetch()}
      >
        <PeopleList label={t('chatManage.members.list')}>
          {list.map((member) => {
            const options = memberOptions(chat, member, viewerId, now);
            return (
              <PersonRow
                key={member.id}
                user={member.user}
                size="sm"
                badge={
                  chat.chat_type === 'private' || member.role === CHAT_ROLES.user ? undefined : (
                    <Badge variant="outline" size="xs">
                      {roleName(t, member.role)}
                    </Badge>
                  )
                }
                note={memberNote(t, chat, member, viewerId, now)}
              >
                {report === null || member.user.id === viewerId ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('reports.reportUser', { name: member.user.username })}
                    onClick={() => report({ candidates: [member.user], chat: chat.id })}
                  >
                    <FlagIcon size={16} />
                  </ActionIcon>
                )}
                {options === null ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('chatManage.members.manage', { name: member.user.username })}
                    onClick={() => setManaged(member)}
                  >
                    <DotsIcon size={18} />
                  </ActionIcon>
                )}
              </PersonRow>
            );
          })}
        </PeopleList>
        {members.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            loading={members.isFetchingNextPage}
            onClick={() => void members.fetchNextPage()}
          >
            {t('chatManage.members.more')}
          </Button>
        ) : null}
      </ListStatus>
      {managed === null || managedOptions === null ? null : (
        <MemberDialog
          address={address}
          member={managed}
          options={managedOptions}
          onClose={() => setManaged(null)}
        />
      )}
    </Stack>
  );
}
