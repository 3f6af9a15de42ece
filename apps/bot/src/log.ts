// One JSON line per event on stdout (errors on stderr), like the API's pino lines; no token is ever logged.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(options: { silent?: boolean } = {}): Logger {
  const write = (level: 'info' | 'error', message: string, fields?: Record<string, unknown>) => {
    if (options.silent) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), name: 'bot', msg: message, ...fields });
    if (level === 'error') console.error(line);
    else console.info(line);
  };
  return { info: (m, f) => write('info', m, f), error: (m, f) => write('error', m, f) };
}
