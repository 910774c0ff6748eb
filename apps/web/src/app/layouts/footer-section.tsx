// One footer column. From md up it is always open; on phones its heading is a button that folds it,
// and which sections are open is remembered in local storage across visits.
import { Collapse, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';

export type FooterSectionId = 'contacts' | 'platform' | 'information' | 'map';
type OpenSections = Partial<Record<FooterSectionId, boolean>>;

const STORAGE_KEY = 'footer_sections';

function readOpenSections(stored: string | undefined): OpenSections {
  if (stored === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const open: OpenSections = {};
    for (const id of ['contacts', 'platform', 'information', 'map'] as const) {
      if (id in parsed && Reflect.get(parsed, id) === true) open[id] = true;
    }
    return open;
  } catch {
    return {};
  }
}

export function useFooterSections() {
  return useLocalStorage<OpenSections>({
    key: STORAGE_KEY,
    defaultValue: {},
    serialize: (value) => JSON.stringify(value),
    deserialize: readOpenSections,
    getInitialValueInEffect: false,
  });
}

interface FooterSectionProps {
  id: FooterSectionId;
  title: string;
  isOpen: boolean;
  onToggle: (id: FooterSectionId) => void;
  children: ReactNode;
}

export function FooterSection({ id, title, isOpen, onToggle, children }: FooterSectionProps) {
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const panelId = useId();
  if (!isPhone) {
    return (
      <Stack gap="sm" component="section" aria-label={title}>
        <Text component="h2" fz="xs" fw={800} tt="uppercase" lts={1} c="dark.1">
          {title}
        </Text>
        {children}
      </Stack>
    );
  }
  return (
    <section aria-label={title} style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}>
      <h2 style={{ margin: 0 }}>
        <UnstyledButton
          w="100%"
          py="md"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Text component="span" fz="sm" fw={800} tt="uppercase" lts={1}>
            {title}
          </Text>
          <span style={{ transform: isOpen ? 'rotate(180deg)' : undefined, display: 'flex' }}>
            <ChevronDownIcon size={18} />
          </span>
        </UnstyledButton>
      </h2>
      <Collapse in={isOpen} id={panelId}>
        <Stack gap="sm" pb="md">
          {children}
        </Stack>
      </Collapse>
    </section>
  );
}
