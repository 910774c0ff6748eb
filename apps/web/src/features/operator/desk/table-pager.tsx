// The pager under a console table: shown only when there is more than one page.
import { Group, Pagination } from '@mantine/core';
import { pageCount } from './desk-keys';

export function TablePager({
  count,
  page,
  onChange,
}: {
  count: number | undefined;
  page: number;
  onChange: (page: number) => void;
}) {
  const total = pageCount(count);
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={total} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}
