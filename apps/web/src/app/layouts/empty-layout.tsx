// The empty layout: the header only (with log in and sign up for guests) above the page.
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

export function EmptyLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader minimal />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
