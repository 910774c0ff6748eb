// The management dialogs open from inside the chat modal, which sits above the page's own dialogs
// (z-index 250). Every Mantine modal under this provider, the shared picture-crop dialog included,
// gets a z-index above it, and below dropdowns and tooltips (300), which must still show over them.
// Dialogs opened from these dialogs share the index and stack by the order they open in.
import { MantineThemeProvider, Modal, createTheme } from '@mantine/core';
import type { ReactNode } from 'react';

export const MANAGE_DIALOG_Z_INDEX = 260;

const theme = createTheme({
  components: { Modal: Modal.extend({ defaultProps: { zIndex: MANAGE_DIALOG_Z_INDEX } }) },
});

export function AboveChatModal({ children }: { children: ReactNode }) {
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
