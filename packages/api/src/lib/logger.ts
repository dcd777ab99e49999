type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function serialize(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: serialize(value.cause) };
  }
  return value;
}

/** One JSON object per line on stdout, the shape log collectors expect. */
export function createLogger(level: Level | 'silent', base: Record<string, unknown> = {}): Logger {
  const write = (at: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const entry: Record<string, unknown> = { level: at, time: new Date().toISOString(), msg, ...base };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialize(value);
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}
