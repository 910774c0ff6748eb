// The member-management dialog (spec 2 sections 5 and 6): the role dropdown (either other role), the
// ban dropdown (forever or until a time; in groups also mute), the cancel action for a member who is
// banned or muted, and removal from a group. Timed choices open the date-time picker. Each action,
// once done, closes the dialog and reloads the members; the server refuses what the rules forbid.
import { Badge, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import type { ChatAddress, ChatMember, ChatRole } from '@clutch/contract/messenger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockIcon, TickIcon, TrashIcon, VolumeIcon } from '../../../components/ui/action-icons';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { showToast } from '../../../lib/toast';
import { useMemberCommand, type MemberCommand } from './api/members';
import { DateTimePickerDialog } from './date-time-picker-dialog';
import { restrictionNote, roleName } from './member-labels';
import type { MemberOptions } from './member-options';

type DoneKey = 'role' | 'ban' | 'mute' | 'lift' | 'remove';

function doneKey(command: MemberCommand): DoneKey {
  if (command.kind === 'ban') return command.isMute ? 'mute' : 'ban';
  return command.kind;
}

function RoleMenu({
  member,
  roles,
  onPick,
}: {
  member: ChatMember;
  roles: readonly ChatRole[];
  onPick: (role: ChatRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<ChevronDownIcon size={14} />} fullWidth>
          {t('chatManage.member.roleNow', { role: roleName(t, member.role) })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {roles.map((role) => (
          <Menu.Item key={role} onClick={() => onPick(role)}>
            {t('chatManage.member.makeRole', { role: roleName(t, role) })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function RestrictMenu({
  canMute,
  onForever,
  onTimed,
}: {
  canMute: boolean;
  onForever: (isMute: boolean) => void;
  onTimed: (isMute: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          color="red"
          leftSection={<BlockIcon size={16} />}
          rightSection={<ChevronDownIcon size={14} />}
          fullWidth
        >
          {t('chatManage.member.restrict')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onForever(false)}>{t('chatManage.member.banForever')}</Menu.Item>
        <Menu.Item onClick={() => onTimed(false)}>{t('chatManage.member.banUntil')}</Menu.Item>
        {canMute ? (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => onForever(true)}>
              {t('chatManage.member.muteForever')}
            </Menu.Item>
            <Menu.Item onClick={() => onTimed(true)}>{t('chatManage.member.muteUntil')}</Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

export function MemberDialog({
  address,
  member,
  options,
  onClose,
}: {
  address: ChatAddress;
  member: ChatMember;
  options: MemberOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const command = useMemberCommand(address);
  /** A timed ban (false) or mute (true) waiting for its date. */
  const [timed, setTimed] = useState<boolean | null>(null);
  const name = member.user.username;
  const run = (next: MemberCommand) =>
    command.mutate(
      { user: member.user.id, command: next },
      {
        onSuccess: () => {
          const role = next.kind === 'role' ? roleName(t, next.role) : '';
          showToast(t(`chatManage.member.done.${doneKey(next)}`, { name, role }), 'success');
          setTimed(null);
          onClose();
        },
      },
    );
  const note = restrictionNote(t, member, new Date());
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('chatManage.member.title', { name })}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar username={name} src={member.user.avatar_url} size={48} />
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {roleName(t, member.role)}
              </Badge>
              {note === null ? null : (
                <Text fz="xs" c="red.4">
                  {note}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        <Stack gap="xs">
          {options.roles.length > 0 ? (
            <RoleMenu
              member={member}
              roles={options.roles}
              onPick={(role) => run({ kind: 'role', role })}
            />
          ) : null}
          {options.canLift ? (
            <Button
              variant="light"
              leftSection={
                options.restriction === 'mute' ? <VolumeIcon size={16} /> : <TickIcon size={16} />
              }
              loading={command.isPending}
              onClick={() => run({ kind: 'lift' })}
            >
              {options.restriction === 'mute'
                ? t('chatManage.member.liftMute')
                : t('chatManage.member.liftBan')}
            </Button>
          ) : null}
          {options.canBan ? (
            <RestrictMenu
              canMute={options.canMute}
              onForever={(isMute) => run({ kind: 'ban', isMute, until: null })}
              onTimed={setTimed}
            />
          ) : null}
          {options.canRemove ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<TrashIcon size={16} />}
              onClick={() => run({ kind: 'remove' })}
            >
              {t('chatManage.member.remove')}
            </Button>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('chatManage.member.back')}
          </Button>
        </Group>
      </Stack>
      <DateTimePickerDialog
        opened={timed !== null}
        title={t(timed === true ? 'chatManage.picker.muteTitle' : 'chatManage.picker.banTitle', {
          name,
        })}
        busy={command.isPending}
        onBack={() => setTimed(null)}
        onConfirm={(until) => run({ kind: 'ban', isMute: timed === true, until })}
      />
    </Modal>
  );
}
