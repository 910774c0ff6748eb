// The conversation's messages, newest at the bottom: day lines, the "N new messages" line, messages
// and system messages, the sends still on their way; older pages load as the reader scrolls up, and
// messages that come into view move the read marker. Pictures and videos open the media viewer.
import type { ChatAddress, ChatFile, ChatInfo } from '@clutch/contract/messenger';
import { Button, Center, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { messagesQueryOptions, useReact } from '../api/messages';
import { useChatViewer } from '../chat-viewer';
import { timelineOf } from '../message-merge';
import { usePendingSends } from '../pending-sends';
import { timelineRows, type DayLabel } from '../timeline';
import { unreadMarkerOf, type UnreadSnapshot } from '../unread';
import classes from './chat.module.css';
import { MediaViewer } from './media-viewer';
import { MessageItem } from './message-item';
import { isMedia } from './message-parts';
import { PendingItem } from './pending-item';
import { useMessageScroll } from './use-message-scroll';
import { useReadTracking } from './use-read-tracking';

function DayLine({ label }: { label: DayLabel }) {
  const { t } = useTranslation();
  const text = label.kind === 'date' ? label.text : t(`chat.messages.${label.kind}`);
  return (
    <div className={classes.dayLine} role="separator">
      {text}
    </div>
  );
}

export function MessageList({
  chat,
  address,
  snapshot,
}: {
  chat: ChatInfo;
  address: ChatAddress;
  /** The unread count and read marker the chat opened with. */
  snapshot: UnreadSnapshot;
}) {
  const { t } = useTranslation();
  const viewer = useChatViewer();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const list = useInfiniteQuery(messagesQueryOptions(address));
  const react = useReact(address);
  const pending = usePendingSends(chat.id);
  const timeline = useMemo(() => timelineOf(list.data), [list.data]);
  const marker = useMemo(
    () => unreadMarkerOf(snapshot, timeline, viewer.id),
    [snapshot, timeline, viewer.id],
  );
  const rows = useMemo(() => timelineRows(timeline, new Date(), marker), [timeline, marker]);
  const media = useMemo(
    () => timeline.flatMap((message) => message.files.filter(isMedia)),
    [timeline],
  );
  const [viewing, setViewing] = useState<number | null>(null);

  const last = timeline[timeline.length - 1];
  const lastPending = pending[pending.length - 1];
  const { onScroll } = useMessageScroll({
    scroller,
    content,
    pageCount: list.data?.pages.length ?? 0,
    lastKey: lastPending?.txnId ?? (last === undefined ? null : String(last.id)),
    lastIsOwn: lastPending !== undefined || last?.sender?.id === viewer.id,
    isLoaded: list.data !== undefined,
    canLoadOlder: list.hasNextPage && !list.isFetchingNextPage,
    loadOlder: () => void list.fetchNextPage(),
    markerSelector: '[data-unread-marker]',
  });
  useReadTracking({
    scroller,
    address,
    chatId: chat.id,
    viewerId: viewer.id,
    readUpTo: snapshot.lastReadId,
    timeline,
  });

  const openMedia = (file: ChatFile) => setViewing(Math.max(0, media.indexOf(file)));

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      onScroll={onScroll}
      aria-label={t('chat.messages.label')}
      role="log"
      data-testid="message-list"
    >
      <div ref={content}>
        {list.isPending ? (
          <PaneLoader />
        ) : list.isError ? (
          <PaneLoadFailed onRetry={() => void list.refetch()} />
        ) : (
          <>
            {list.hasNextPage ? (
              <Center py="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t('chat.messages.loadOlder')}
                </Button>
              </Center>
            ) : (
              <Text ta="center" fz="xs" c="dimmed" py="sm">
                {timeline.length === 0 && pending.length === 0
                  ? t('chat.messages.none')
                  : t('chat.messages.start')}
              </Text>
            )}
            {rows.map((row, index) => {
              if (row.kind === 'day') return <DayLine key={row.key} label={row.label} />;
              if (row.kind === 'unread') {
                return (
                  <div
                    key={row.key}
                    className={classes.unreadLine}
                    data-unread-marker
                    role="separator"
                  >
                    {t('chat.messages.newMessages', { count: row.count })}
                  </div>
                );
              }
              const before = rows[index - 1];
              const previous = before?.kind === 'message' ? before.message : null;
              const message = row.message;
              return (
                <MessageItem
                  key={row.key}
                  message={message}
                  chatType={chat.chat_type}
                  isOwn={message.sender?.id === viewer.id}
                  isFirstOfRun={
                    previous === null ||
                    previous.is_system ||
                    previous.sender?.id !== message.sender?.id
                  }
                  onReact={(pressed) => react.mutate({ message, pressed })}
                  onOpenMedia={openMedia}
                />
              );
            })}
            {pending.map((send) => (
              <PendingItem key={send.txnId} send={send} address={address} />
            ))}
          </>
        )}
      </div>
      <MediaViewer
        items={media}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
