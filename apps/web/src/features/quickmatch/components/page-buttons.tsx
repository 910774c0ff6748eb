// The page numbers under a paged list of the quick-match screens, hidden while there is one page.
import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageButtons({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Center>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('common.previous') }
            : control === 'next'
              ? { 'aria-label': t('common.next') }
              : {}
        }
      />
    </Center>
  );
}
