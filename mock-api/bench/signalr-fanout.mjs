#!/usr/bin/env node
// SignalR fan-out latency (issue 9): CONNECTIONS connections of the official @microsoft/signalr client
// (WebSockets, token in the Authorization header as a Node client sends it) to /hubs/chat, all joined
// to the chat group of one open pre-order (InitializeChat); one more connection sends MESSAGES messages
// (Send), one at a time, and every receiver notes when its broadcastMessage arrived. Latency = arrival -
// the moment Send was invoked (one clock: all clients live in this process). Printed, never asserted.
// Uses productgroup-load.mjs's server start (own mock-api on BENCH_API_PORT over the scale-10 bench db).
// BENCH_JSON=1 (set by e2e/bench/run.mjs) also prints the row as one `@@rows <json>` line.
import * as signalR from '@microsoft/signalr';
import { API, SCALE, pct, startServer, tokenOf } from './productgroup-load.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20);
/** pause between messages, so one message's fan-out is measured, not a queue of them */
const GAP_MS = 100;
/** PENDING_LIMITS.perUser of src/hubs/pending.ts: the negotiations one user may hold before upgrading */
const NEGOTIATIONS_PER_USER = 10;
/** CHAT_BURST of src/hubs/chat.ts: the messages one connection may send at once */
const CHAT_BURST = 10;

function connect(token) {
  return new signalR.HubConnectionBuilder()
    .withUrl(`${API}/hubs/chat`, { transport: signalR.HttpTransportType.WebSockets, headers: { Authorization: `Bearer ${token}` } })
    .configureLogging(signalR.LogLevel.Error)
    .build();
}

async function main() {
  const { server } = await startServer();
  const connections = [];
  try {
    const token = await tokenOf('salesman');
    const list = await (await fetch(`${API}/api/en/PreOrder?Page=1&PageSize=20`, { headers: { Authorization: `Bearer ${token}` } })).json();
    const preOrderId = list.Items.find((p) => !p.IsClosed)?.Id ?? list.Items[0].Id;

    /** per message number: the send time and every receiver's arrival time */
    const sent = new Map();
    const latencies = [];
    let received = 0;
    const t0 = performance.now();
    for (let i = 0; i < CONNECTIONS; i++) {
      const c = connect(token);
      c.on('broadcastMessage', (id, message) => {
        const at = performance.now();
        const n = Number(/^bench (\d+)$/.exec(message.content)?.[1]);
        if (id !== preOrderId || !sent.has(n)) return;
        latencies.push(at - sent.get(n));
        received++;
      });
      connections.push(c);
    }
    // connect in batches of 10 (negotiate + upgrade each), then join the group: one user may hold at most
    // 10 negotiations not yet upgraded (src/hubs/pending.ts, issue 15); an 11th drops the oldest, whose
    // upgrade then finds no connection
    for (let i = 0; i < connections.length; i += NEGOTIATIONS_PER_USER) {
      await Promise.all(connections.slice(i, i + NEGOTIATIONS_PER_USER).map(async (c) => {
        await c.start();
        await c.invoke('InitializeChat', preOrderId);
      }));
    }
    const joined = performance.now() - t0;
    // Send is rate-limited per connection (CHAT_BURST at once, then one a second: src/hubs/chat.ts), so
    // each sender sends at most a burst's worth
    const senders = [];
    for (let i = 0; i < Math.ceil(MESSAGES / CHAT_BURST); i++) {
      senders.push(connect(token));
      await senders[i].start();
    }
    for (let n = 1; n <= MESSAGES; n++) {
      sent.set(n, performance.now());
      await senders[Math.floor((n - 1) / CHAT_BURST)].invoke('Send', preOrderId, `bench ${n}`, false);
      const until = performance.now() + 10000;
      while (received < n * CONNECTIONS && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    await Promise.all(senders.map((c) => c.stop()));
    const expected = CONNECTIONS * MESSAGES;
    const ms = (x) => x.toFixed(1);
    const figure = `p50 ${ms(pct(latencies, 50))} p95 ${ms(pct(latencies, 95))} p99 ${ms(pct(latencies, 99))} max ${ms(Math.max(...latencies))} ms (${latencies.length}/${expected} delivered)`;
    console.log(`\nSignalR chat fan-out, ${CONNECTIONS} connections in one pre-order group, ${MESSAGES} messages (SEED_SCALE ${SCALE})`);
    console.log(`  Send to broadcastMessage: ${figure}`);
    console.log(`  ${CONNECTIONS} connections started and joined in ${(joined / 1000).toFixed(1)} s`);
    if (process.env.BENCH_JSON === '1') console.log(`@@rows ${JSON.stringify([[`SignalR fan-out, ${CONNECTIONS} connections, ${MESSAGES} messages: Send to broadcastMessage`, figure, '']])}`);
  } finally {
    await Promise.all(connections.map((c) => c.stop().catch(() => undefined)));
    server.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
