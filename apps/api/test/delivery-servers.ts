// Local stand-ins for the outside world of issue 17: a real SMTP server (smtp-server) and an HTTP
// bulk-SMS gateway (node:http), each on a loopback port of its own, recording what they were sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: the envelope and the raw message, decoded enough to assert on. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header fields, unfolded, encoded words decoded (`subject`, `from`, …, lower-case names). */
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
  /** Each part's Content-Type header (charset included). */
  partTypes: string[];
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`), adjacent ones joined before decoding, as mail readers do. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (run) => {
    const bytes: Buffer[] = [];
    for (const [, kind, text = ''] of run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) {
      bytes.push(
        kind?.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            ),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function bodyOf(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html' | 'partTypes'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => part.replace(/^\r\n/, ''))
    : [raw];
  let text = '';
  let html = '';
  const partTypes: string[] = [];
  for (const part of parts) {
    const end = part.indexOf('\r\n\r\n');
    const partHeaders = headersOf(part.slice(0, end));
    const type = partHeaders['content-type'] ?? '';
    partTypes.push(type);
    const decoded = bodyOf(partHeaders, part.slice(end + 4));
    if (type.startsWith('text/plain')) text = decoded;
    if (type.startsWith('text/html')) html = decoded;
  }
  return { headers, text, html, partTypes };
}

export interface LocalSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port: plain text (no STARTTLS), AUTH required with `user`/`pass`. */
export async function startSmtpServer({ user = 'mailer', pass = 'স্মৃতি-secret' } = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface GatewayRequest {
  /** When it came (performance.now()). */
  at: number;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LocalGateway {
  url: string;
  requests: GatewayRequest[];
  /** The answers to give, in order (then 200 with `accepted`); each a status and a body. */
  script: { status: number; body: string }[];
  /** The answer once the script is used up. */
  accepted: string;
  close(): Promise<void>;
}

/** A bulk-SMS gateway on a loopback port: records every request, answers from its script, then `accepted`. */
export async function startSmsGateway(
  accepted = JSON.stringify({
    response_code: 202,
    message_id: 1,
    success_message: 'SMS Submitted Successfully',
    error_message: '',
  }),
): Promise<LocalGateway> {
  const gateway: LocalGateway = { url: '', requests: [], script: [], accepted, close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      gateway.requests.push({
        at: performance.now(),
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = gateway.script.shift() ?? { status: 200, body: gateway.accepted };
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway.url = `http://127.0.0.1:${port}/api/smsapi`;
  gateway.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gateway;
}
