// The app's socket client: browser WebSockets on the page's own host, the stored access token, and
// the API client's refresh. It follows the session: logout closes every live connection.
import type { Channel } from '@clutch/contract/realtime';
import { refreshSession } from './api-client';
import { subscribeTokenChanges, tokenStore } from './auth-tokens';
import { createSocketClient, type OpenSocket } from './socket-client';

const openBrowserSocket: OpenSocket = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.onMessage(event.data);
  };
  socket.onclose = (event) => handlers.onClose(event.code);
  return { send: (text) => socket.send(text), close: (code) => socket.close(code) };
};

function urlFor(channel: Channel, token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/api/ws/${channel}/?token=${encodeURIComponent(token)}`;
}

export const liveSocket = createSocketClient({
  openSocket: openBrowserSocket,
  urlFor,
  readToken: () => tokenStore.readAccess(),
  refreshSession,
  endSession: () => tokenStore.endSession(),
});

subscribeTokenChanges((change) => {
  if (change === 'session-ended') liveSocket.closeAll();
  else if (change === 'session-started') liveSocket.resume();
});
