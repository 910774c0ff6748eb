// The bare layout: the page alone, no chrome (the /auth page brings its own logo and language).
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

export function BareLayout() {
  return (
    <Box component="main" id="main" mih="100dvh">
      <Outlet />
    </Box>
  );
}
