// Human-readable request logs for a terminal (issue 25): one line per request instead of pino's two JSON
// lines, warnings and errors in one line with their request id (and the error's stack below). Not attached
// to a terminal (a container, a file, a log shipper) the server keeps writing JSON.
import { Writable } from 'node:stream';

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/**
 * Formats one pino record; `pending` keeps method and address of requests under way (pino logs them on
 * arrival, the status on completion). Returns null for a record that is not shown on its own.
 */
export function formatLogRecord(record: LogRecord, pending: Map<string, string>): string | null {
  const { level = 30, msg = '', reqId } = record;
  if (msg === 'incoming request' && reqId && record.req) {
    pending.set(reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
    return null;
  }
  // server.ts prints the address once, in its own words.
  if (msg.startsWith('Server listening at ')) return null;
  if (msg === 'request completed' && reqId) {
    const request = pending.get(reqId) ?? 'request';
    pending.delete(reqId);
    const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
    return `${clock(record.time)} ${request} → ${record.res?.statusCode ?? '?'}${ms}`;
  }
  const label = LEVELS[level] ?? String(level);
  const id = reqId ? ` [${reqId}]` : '';
  const error = record.err ? `: ${record.err.message ?? ''}` : '';
  const line = `${clock(record.time)} ${label}${id} ${msg}${error}`;
  return level >= 50 && record.err?.stack ? `${line}\n${record.err.stack}` : line;
}

/** A stream for Fastify's logger that writes formatted lines to `out` (process.stdout by default). */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const pending = new Map<string, string>();
  let rest = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        let text: string | null;
        try {
          text = formatLogRecord(JSON.parse(line) as LogRecord, pending);
        } catch {
          text = line;
        }
        if (text !== null) out.write(`${text}\n`);
      }
      // A request that never completes (a socket closed early) must not grow the map forever.
      if (pending.size > 10_000) pending.clear();
      done();
    },
  });
}
