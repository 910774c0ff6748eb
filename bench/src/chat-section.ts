// Section `chat`: a chat's messages page 1 and page 4,000 of 100,000 (a page number is a seq range,
// so both should cost the same), sending a message, each beside the same work straight through `pg`;
// and a channel post reaching 1,000 and 5,000 member sockets split across two instances that share
// the database and a Redis bus, beside a bare `ws` server pushing a frame of the same size.
import { CHAT_MESSAGES_PER_PAGE } from '@clutch/contract/messenger';
import { measureChannelPosts, type ChannelPostFigures } from './chat-fanout.js';
import { seedGroupWithMessages } from './chat-seed.js';
import { runHttpLoad, type HttpLoadResult, type HttpTarget } from './http-load.js';
import { runStatementLoad, type QueryLoadResult } from './pg-baseline.js';
import {
  int,
  latencyText,
  markdownTable,
  ms,
  noteIfBusy,
  type Report,
  type Row,
} from './report.js';
import type { RunContext } from './run-context.js';

interface PageFigures {
  messages: number;
  farPage: number;
  first: HttpLoadResult;
  far: HttpLoadResult;
  send: HttpLoadResult;
  pgPage: QueryLoadResult;
  pgAppend: QueryLoadResult;
}

const isClean = (r: HttpLoadResult) => r.errors === 0 && r.unexpected === 0;
const perSecond = (n: number) => `${int(n)} req/s`;

/** The server's numbered insert (appendMessage) on its own, in autocommit. */
const appendStatement = (chatId: number, senderId: number) => ({
  name: 'bench_chat_append',
  text: `with numbered as (
           update chats set last_seq = last_seq + 1, last_ordinal = last_ordinal + 1,
                  last_message_id = nextval(pg_get_serial_sequence('chat_messages', 'id')),
                  last_message_at = now()
            where id = $1
        returning id, last_seq, last_ordinal, last_message_id)
         insert into chat_messages (id, chat_id, seq, ordinal, sender_id, content_text, files)
         select last_message_id, id, last_seq, last_ordinal, $2, 'raw pg message', '[]'::jsonb
           from numbered returning id`,
  values: [chatId, senderId],
});

async function measurePages(ctx: RunContext): Promise<PageFigures> {
  const { settings, user } = ctx;
  const lastPage = Math.ceil(settings.chatMessages / CHAT_MESSAGES_PER_PAGE);
  const farPage = Math.min(settings.chatFarPage, lastPage);
  console.log(`  seeding a group with ${int(settings.chatMessages)} messages ...`);
  const chatId = await seedGroupWithMessages(ctx.database.url, user.id, settings.chatMessages);
  const address = `receiver_content_type=group&receiver_object_id=${String(chatId)}`;
  const auth = { authorization: user.authorization };
  const options = {
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    durationSeconds: settings.durationSeconds,
  };
  const server = await ctx.startClutch('chat');
  const run = async (target: HttpTarget) => {
    const result = await runHttpLoad(target, {
      ...options,
      origin: server.origin,
      serverPid: server.pid,
    });
    console.log(
      `  ${target.name}: ${perSecond(result.requestsPerSecond)}, ${latencyText(result.latency)}, ${int(result.serverUsPerRequest)} µs server CPU/req`,
    );
    return result;
  };
  let first: HttpLoadResult, far: HttpLoadResult, send: HttpLoadResult;
  try {
    const page = (n: number) => ({
      name: `GET messages page ${int(n)} of ${int(lastPage)}`,
      path: `/api/messanger/messages/?${address}&page=${String(n)}`,
      headers: auth,
      expectStatus: 200,
    });
    first = await run(page(1));
    far = await run(page(farPage));
    send = await run({
      name: 'POST create-message (one group, text)',
      path: '/api/messanger/create-message/',
      headers: auth,
      body: {
        receiver_content_type: 'group',
        receiver_object_id: chatId,
        content_text: 'bench message',
      },
      expectStatus: 201,
    });
  } finally {
    await server.stop();
  }
  // With the server stopped, so the baselines have the cores it had.
  const raw = { url: ctx.database.url, callers: settings.connections, poolSize: settings.poolSize };
  const upTo = settings.chatMessages - (farPage - 1) * CHAT_MESSAGES_PER_PAGE;
  const pgPage = await runStatementLoad({
    ...raw,
    ...options,
    statement: () => ({
      name: 'bench_chat_page',
      text: 'SELECT * FROM chat_messages WHERE chat_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq DESC',
      values: [chatId, Math.max(0, upTo - CHAT_MESSAGES_PER_PAGE), upTo],
    }),
    expectRows: Math.min(CHAT_MESSAGES_PER_PAGE, upTo),
  });
  const pgAppend = await runStatementLoad({
    ...raw,
    ...options,
    statement: () => appendStatement(chatId, user.id),
    expectRows: 1,
  });
  console.log(
    `  raw pg page ${int(farPage)} range: ${int(pgPage.perSecond)} q/s, ${latencyText(pgPage.latency)}`,
  );
  console.log(
    `  raw pg numbered insert: ${int(pgAppend.perSecond)} q/s, ${latencyText(pgAppend.latency)}`,
  );
  return { messages: settings.chatMessages, farPage, first, far, send, pgPage, pgAppend };
}

function pageRows(f: PageFigures, connections: number): Row[] {
  const c = `${String(connections)} connections`;
  const pagesValid = isClean(f.first) && isClean(f.far) && f.pgPage.errors === 0;
  const sendValid = isClean(f.send) && f.pgAppend.errors === 0;
  const flat = f.far.requestsPerSecond / Math.max(1, f.first.requestsPerSecond);
  return [
    {
      metric: `chat messages page 1 of a ${int(f.messages)}-message chat, ${c}`,
      measured: `${perSecond(f.first.requestsPerSecond)} · p99 ${ms(f.first.latency.p99)}`,
      baseline: `raw pg range ${int(f.pgPage.perSecond)} q/s · p99 ${ms(f.pgPage.latency.p99)}`,
      target: '—',
      verdict: pagesValid ? 'info' : 'invalid',
    },
    {
      metric: `chat messages page ${int(f.farPage)}, ${c}`,
      measured: `${perSecond(f.far.requestsPerSecond)} · p99 ${ms(f.far.latency.p99)}`,
      baseline: `page 1 ${perSecond(f.first.requestsPerSecond)} · p99 ${ms(f.first.latency.p99)} (×${flat.toFixed(2)})`,
      target: 'flat (≈ page 1)',
      verdict: pagesValid ? (flat >= 0.8 ? 'pass' : 'FAIL') : 'invalid',
    },
    {
      metric: `create-message into one chat, ${c}`,
      measured: `${perSecond(f.send.requestsPerSecond)} · p99 ${ms(f.send.latency.p99)}`,
      baseline: `raw pg numbered insert ${int(f.pgAppend.perSecond)} q/s · p99 ${ms(f.pgAppend.latency.p99)}`,
      target: '—',
      verdict: sendValid ? 'info' : 'invalid',
    },
  ];
}

function pageDetails(f: PageFigures): string {
  const http = (r: HttpLoadResult) => [
    r.target.name,
    int(r.requestsPerSecond),
    ms(r.latency.p50),
    ms(r.latency.p99),
    ms(r.latency.max),
    int(r.serverUsPerRequest),
    `${String(r.errors)} / ${String(r.unexpected)}`,
  ];
  const raw = (name: string, r: QueryLoadResult) => [
    name,
    int(r.perSecond),
    ms(r.latency.p50),
    ms(r.latency.p99),
    ms(r.latency.max),
    '—',
    `${String(r.errors)} / —`,
  ];
  return markdownTable(
    ['Run', 'req/s', 'p50', 'p99', 'max', 'server CPU µs/req', 'errors / wrong status'],
    [
      http(f.first),
      http(f.far),
      raw(`raw pg: the page ${int(f.farPage)} seq range`, f.pgPage),
      http(f.send),
      raw('raw pg: the numbered insert alone (autocommit)', f.pgAppend),
    ],
  );
}

function fanoutRows(figures: ChannelPostFigures[]): Row[] {
  return figures.map((f) => ({
    metric: `channel post → ${int(f.clutch.sockets)} member sockets on 2 instances (Redis), p99`,
    measured: `p50 ${ms(f.clutch.latency.p50)} · p99 ${ms(f.clutch.latency.p99)} · max ${ms(f.clutch.latency.max)}`,
    baseline: `bare ws, 1 process: p99 ${ms(f.bare.latency.p99)}`,
    target: '—',
    verdict:
      f.clutch.delivered === f.clutch.expected && f.bare.delivered === f.bare.expected
        ? 'info'
        : 'invalid',
  }));
}

function fanoutDetails(figures: ChannelPostFigures[]): string {
  const rows = figures.flatMap((f) => {
    const row = (name: string, r: ChannelPostFigures['clutch']) => [
      name,
      int(r.sockets),
      ms(r.latency.p50),
      ms(r.latency.p99),
      ms(r.latency.max),
      ms(r.phases.triggerAnswered),
      ms(r.phases.firstDelivery),
      ms(r.phases.lastDelivery),
      `${int(r.delivered)}/${int(r.expected)}`,
      `${String(r.frameBytes)} B`,
    ];
    return [
      row('Clutch: POST on A, sockets half on A, half on B', f.clutch),
      row('bare ws server', f.bare),
    ];
  });
  return markdownTable(
    ['Run', 'sockets', 'p50', 'p99', 'max', 'answer', 'first', 'last', 'delivered', 'frame'],
    rows,
  );
}

export async function runChatSection(ctx: RunContext, report: Report): Promise<void> {
  const { settings } = ctx;
  console.log(
    `Chat: pages of a ${int(settings.chatMessages)}-message chat, create-message, a channel post to ${settings.chatSockets.map(int).join(' and ')} sockets on two instances`,
  );
  const pages = await measurePages(ctx);
  report.rows.push(...pageRows(pages, settings.connections));
  const heading = `## Chat messages (${String(settings.connections)} connections, ${String(settings.durationSeconds)} s after ${String(settings.warmupSeconds)} s warm-up)`;
  report.details.push(`${heading}\n\n${pageDetails(pages)}`);
  noteIfBusy(
    report,
    'chat HTTP',
    [pages.first, pages.far, pages.send].map((r) => r.cpu.othersPercent),
  );
  const posts = await measureChannelPosts(ctx);
  if (posts.skipped) {
    report.rows.push({
      metric: 'channel post → member sockets on 2 instances (Redis)',
      measured: 'not run',
      baseline: '—',
      target: '—',
      verdict: 'n/a',
    });
    report.notes.push(posts.skipped);
    return;
  }
  report.rows.push(...fanoutRows(posts.figures));
  report.details.push(
    `## Channel post across two instances (${String(settings.pushes)} posts one at a time after ${String(settings.warmupPushes)} warm-up; from the POST's start to each socket's new_message)\n\n${fanoutDetails(posts.figures)}`,
  );
  noteIfBusy(
    report,
    'channel post',
    posts.figures.map((f) => f.clutch.cpu.othersPercent),
  );
}
