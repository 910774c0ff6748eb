// The audit section (admin): the append-only log of console actions, newest first, a page at a
// time, filtered by actor (a user id, or a click on a name) and by action.
import type { AuditEntry } from '@clutch/contract/operator';
import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_PER_PAGE, auditQueryOptions } from '../api/operator-audit';
import { AuditChange } from '../components/audit-change';
import { SectionHeader } from '../components/section-header';

const ACTION_DELAY_MS = 300;
const ACTION_MAX = 64;

function AuditRow({ entry, onActor }: { entry: AuditEntry; onActor: (id: number) => void }) {
  const { t } = useTranslation();
  const actor = entry.actor;
  return (
    <Table.Tr>
      <Table.Td>
        {actor === null ? (
          <Text c="dimmed">{t('operator.audit.system')}</Text>
        ) : (
          <Anchor component="button" type="button" onClick={() => onActor(actor.id)}>
            {actor.username} #{actor.id}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <Text ff="monospace" fz="sm">
          {entry.action}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">
          {entry.target_kind} {entry.target_id}
        </Text>
      </Table.Td>
      <Table.Td>
        <AuditChange before={entry.before} after={entry.after} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {entry.reason ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.created_at)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function AuditSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [actor, setActor] = useState<number | null>(null);
  const [action, setAction] = useState('');
  const [debouncedAction] = useDebouncedValue(action.trim(), ACTION_DELAY_MS);
  const log = useQuery(auditQueryOptions({ page, actor, action: debouncedAction }));
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / AUDIT_PER_PAGE));
  const filterBy = (next: () => void) => {
    next();
    setPage(1);
  };
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.audit')}
        description={t('operator.audit.description')}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('operator.audit.actorFilter')}
          value={actor ?? ''}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) =>
            filterBy(() => setActor(typeof value === 'number' && value > 0 ? value : null))
          }
          w={200}
        />
        <TextInput
          label={t('operator.audit.actionFilter')}
          placeholder={t('operator.audit.actionPlaceholder')}
          value={action}
          maxLength={ACTION_MAX}
          onChange={(event) => {
            const next = event.currentTarget.value;
            filterBy(() => setAction(next));
          }}
          w={220}
        />
        <Button
          variant="default"
          disabled={actor === null && action === ''}
          onClick={() =>
            filterBy(() => {
              setActor(null);
              setAction('');
            })
          }
        >
          {t('operator.audit.clear')}
        </Button>
      </Group>
      <ListStatus
        isPending={log.isPending}
        isError={log.isError}
        isEmpty={log.data?.results.length === 0}
        emptyText={t('operator.audit.empty')}
        onRetry={() => void log.refetch()}
      >
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" striped aria-label={t('operator.sections.audit')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.audit.actor')}</Table.Th>
                <Table.Th>{t('operator.audit.action')}</Table.Th>
                <Table.Th>{t('operator.audit.target')}</Table.Th>
                <Table.Th>{t('operator.audit.changes')}</Table.Th>
                <Table.Th>{t('operator.audit.reason')}</Table.Th>
                <Table.Th>{t('operator.audit.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(log.data?.results ?? []).map((entry) => (
                <AuditRow
                  key={entry.id}
                  entry={entry}
                  onActor={(id) => filterBy(() => setActor(id))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? (
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {t('operator.audit.page', { page, pages })}
            </Text>
            <Pagination
              value={page}
              onChange={setPage}
              total={pages}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
              })}
            />
          </Group>
        ) : null}
      </ListStatus>
    </Stack>
  );
}
