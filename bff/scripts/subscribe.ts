// A terminal graphql-ws client of `Subscription.notifications`: prints each event as a JSON line
// and, with --download, saves export files through the BFF's /download route.
//
//   npx tsx bff/scripts/subscribe.ts --jar jar --download . --count 1
//
// The session comes from a curl cookie jar (--jar, as written by `curl -c jar` on login) or from
// BFF_COOKIE (`refurb_session=…`). BFF_URL defaults to http://127.0.0.1:4000.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

interface NotificationEvent {
  kind: string;
  filename: string | null;
  downloadUrl: string | null;
  payload: string | null;
  receivedAt: string;
}

const { values } = parseArgs({
  options: {
    jar: { type: 'string' },
    download: { type: 'string' },
    count: { type: 'string' },
  },
});
const baseUrl = (process.env.BFF_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const cookie = values.jar ? cookieFromJar(values.jar) : process.env.BFF_COOKIE;
if (!cookie) {
  console.error('No session: pass --jar FILE (curl -c FILE on login) or set BFF_COOKIE.');
  process.exit(2);
}
const wanted = values.count === undefined ? Infinity : Number(values.count);

const client = createClient({
  url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
  // Node's WebSocket client can send the session cookie header a browser would send.
  webSocketImpl: class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  },
  retryAttempts: 0,
  on: {
    connected: () => console.error(`subscribed to notifications at ${baseUrl}/graphql`),
    closed: (event) => {
      const { code, reason } = event as { code: number; reason: string };
      if (code !== 1000) console.error(`socket closed: ${code} ${reason}`);
    },
  },
});

let received = 0;
const events = client.iterate<{ notifications: NotificationEvent }>({
  query: 'subscription { notifications { kind filename downloadUrl payload receivedAt } }',
});
try {
  for await (const result of events) {
    if (result.errors) {
      console.error(JSON.stringify(result.errors));
      process.exitCode = 1;
      break;
    }
    const event = result.data?.notifications;
    if (!event) continue;
    console.log(JSON.stringify(event));
    if (values.download && event.downloadUrl && event.filename) {
      await download(event.downloadUrl, join(values.download, basename(event.filename)));
    }
    received += 1;
    if (received >= wanted) break;
  }
} catch (error) {
  console.error(`subscription failed: ${JSON.stringify(error)}`);
  process.exitCode = 1;
} finally {
  await client.dispose();
}

async function download(path: string, target: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookie ?? '' } });
  if (!response.ok) {
    console.error(`download of ${path} failed: HTTP ${response.status}`);
    process.exitCode = 1;
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  await writeFile(target, body);
  console.error(`saved ${target} (${body.length} bytes, ${response.headers.get('content-type')})`);
}

/** curl's Netscape cookie jar: tab-separated, the name and value last; httpOnly lines prefixed. */
function cookieFromJar(path: string): string {
  const pairs: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const entry = line.startsWith('#HttpOnly_') ? line.slice('#HttpOnly_'.length) : line;
    if (entry === '' || entry.startsWith('#')) continue;
    const fields = entry.split('\t');
    if (fields.length >= 7) pairs.push(`${fields[5]}=${fields[6]}`);
  }
  return pairs.join('; ');
}
