// One audit entry's before and after, folded by default: the changed paths with both sides.
import { Button, Collapse, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { diffJson, showLeaf } from '../audit-diff';

function Side({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === undefined)
    return (
      <Text fz="xs" c="dimmed" fs="italic">
        {t('operator.audit.nothing')}
      </Text>
    );
  return (
    <Text fz="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {showLeaf(value)}
    </Text>
  );
}

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const lines = diffJson(before, after);
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <>
      <Button variant="subtle" size="compact-xs" onClick={toggle} aria-expanded={opened}>
        {opened ? t('operator.audit.hideChange') : t('operator.audit.showChange')}
      </Button>
      <Collapse in={opened}>
        <Table withTableBorder fz="xs" mt={4} miw={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('operator.audit.before')}</Table.Th>
              <Table.Th>{t('operator.audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.path}>
                <Table.Td>
                  <Text fz="xs" ff="monospace" fw={600}>
                    {line.path === '' ? '·' : line.path}
                  </Text>
                </Table.Td>
                <Table.Td bg={line.before === undefined ? undefined : 'red.9'}>
                  <Side value={line.before} />
                </Table.Td>
                <Table.Td bg={line.after === undefined ? undefined : 'green.9'}>
                  <Side value={line.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </>
  );
}
