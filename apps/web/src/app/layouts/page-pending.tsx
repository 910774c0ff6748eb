// While a navigation waits for the next page's code (each page is a chunk of its own), the page being
// left stays on screen and a loader appears over it, so the wait never shows as a blank page.
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './page-pending.module.css';

export function PagePending() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className={classes.overlay}>
      <Loader aria-label={t('common.loading')} />
    </div>
  );
}
