import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DotaGc } from './dota-gc.js';
import { FakeSteam, lobbyBytes } from './fake-steam.js';
import { GcMsg, SO_TYPE_LOBBY, decodeGcMessage, encodeGcMessage } from './gc-protos.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setUp() {
  const steam = new FakeSteam();
  const gc = new DotaGc(steam, { helloIntervalMs: 1_000 });
  gc.start();
  return { steam, gc };
}

describe('the GC session', () => {
  it('plays Dota on logon and says hello until welcomed', () => {
    const { steam, gc } = setUp();
    const onReady = vi.fn();
    gc.on('ready', onReady);
    steam.logOn();
    expect(steam.played).toEqual([[570]]);
    expect(steam.sent.every((message) => message.appid === 570)).toBe(true);
    const [hello] = steam.sentOf(GcMsg.ClientHello);
    expect(decodeGcMessage('CMsgClientHello', hello ?? Buffer.alloc(0))).toEqual({
      engine: 1,
      client_launcher: 0,
    });
    vi.advanceTimersByTime(2_000);
    expect(steam.sentOf(GcMsg.ClientHello)).toHaveLength(3);

    steam.welcome();
    vi.advanceTimersByTime(5_000);
    expect(steam.sentOf(GcMsg.ClientHello)).toHaveLength(3);
    expect(gc.isReady).toBe(true);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('says hello again when the GC reports the session lost', () => {
    const { steam, gc } = setUp();
    steam.logOn();
    steam.welcome();
    steam.clearSent();
    steam.fromGc(
      GcMsg.ClientConnectionStatus,
      encodeGcMessage('CMsgConnectionStatus', { status: 2 }),
    );
    expect(gc.isReady).toBe(false);
    expect(steam.sentOf(GcMsg.ClientHello)).toHaveLength(1);
  });

  it('waits for a new welcome after Steam logs on again', () => {
    const { steam, gc } = setUp();
    steam.logOn();
    steam.welcome();
    steam.clearSent();
    steam.logOn();
    expect(gc.isReady).toBe(false);
    expect(steam.sentOf(GcMsg.ClientHello)).toHaveLength(1);
    steam.welcome();
    expect(gc.isReady).toBe(true);
  });

  it('answers GC pings', () => {
    const { steam } = setUp();
    steam.fromGc(GcMsg.PingRequest, Buffer.alloc(0));
    expect(steam.sentOf(GcMsg.PingResponse)).toHaveLength(1);
  });

  it('announces the lobby it is still in from the welcome, before ready', () => {
    const { steam, gc } = setUp();
    const events: string[] = [];
    gc.on('lobby', (lobby) => events.push(`lobby ${lobby.lobbyId}`));
    gc.on('ready', () => events.push('ready'));
    const cache = {
      objects: [
        { type_id: SO_TYPE_LOBBY, object_data: [lobbyBytes({ lobby_id: '9', members: [] })] },
      ],
    };
    steam.fromGc(
      GcMsg.ClientWelcome,
      encodeGcMessage('CMsgClientWelcome', { outofdate_subscribed_caches: [cache] }),
    );
    expect(events).toEqual(['lobby 9', 'ready']);
  });

  it('reports the lobby gone when its cache is unsubscribed', () => {
    const { steam, gc } = setUp();
    const gone = vi.fn();
    gc.on('lobbyGone', gone);
    steam.updateLobby({ lobby_id: '9', members: [] });
    steam.fromGc(
      GcMsg.SoCacheUnsubscribed,
      encodeGcMessage('CMsgSOCacheUnsubscribed', { owner_soid: { type: 3, id: '9' } }),
    );
    expect(gone).toHaveBeenCalledWith('9');
  });

  it('drops a message that does not decode and keeps going', () => {
    const { steam, gc } = setUp();
    const onLobby = vi.fn();
    gc.on('lobby', onLobby);
    steam.fromGc(GcMsg.SoUpdate, Buffer.from([0xff, 0xff, 0xff]));
    steam.updateLobby({ lobby_id: '9', members: [] });
    expect(onLobby).toHaveBeenCalledOnce();
  });
});
