// The console's navigation: the sections the caller opens, as a side list on desktop and a select on
// phones; each is a sub-route /operator/<section> in the current locale.
import type { ConsoleSection } from '@clutch/contract/operator';
import { Box, NavLink, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';
import { isConsoleSection, orderedSections } from '../section-nav';

interface SectionNavMenuProps {
  sections: readonly ConsoleSection[];
  current: ConsoleSection | null;
}

export function SectionNavMenu({ sections, current }: SectionNavMenuProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const shown = orderedSections(sections);
  const pathOf = (section: ConsoleSection) => localePath(`/operator/${section}`);
  return (
    <>
      <Box component="nav" aria-label={t('operator.sectionsNav')} visibleFrom="sm">
        <Stack gap={2}>
          {shown.map((section) => (
            <NavLink
              key={section}
              component={Link}
              to={pathOf(section)}
              label={t(`operator.sections.${section}`)}
              active={section === current}
              aria-current={section === current ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Box>
      <Box hiddenFrom="sm">
        <Select
          label={t('operator.sectionPick')}
          data={shown.map((section) => ({
            value: section,
            label: t(`operator.sections.${section}`),
          }))}
          value={current}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null && isConsoleSection(value)) void navigate(pathOf(value));
          }}
        />
      </Box>
    </>
  );
}
