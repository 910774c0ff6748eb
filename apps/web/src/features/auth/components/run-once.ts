// Runs a one-shot side effect (a callback token exchange) exactly once per mounted page, even when
// React's StrictMode mounts effects twice: the tokens in these links are single-use on the server.
import { useEffect, useRef } from 'react';

export function useRunOnce(effect: () => void): void {
  const hasRun = useRef(false);
  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    effect();
  }, [effect]);
}
