import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type LocalGateway,
  type LocalSmtp,
  startSmsGateway,
  startSmtpServer,
} from '../../../test/delivery-servers';
import {
  appForFile,
  auth,
  createTestApp,
  type TestApp,
  uniqueAddress,
  uniquePhone,
} from '../../../test/helpers';
import { DomainError } from '../../core/errors';
import type { SendContext } from '../../core/notifier';
import { outbox } from '../ops/ops.table';
import { createOutboxNotifier } from './outbox-notifier';
import { createSmsDriver } from './sms-driver';

const DELIVERY_FAILED = 'কোড পাঠানো যায়নি, আবার চেষ্টা করুন।';
const fail = { status: 500, body: '{"error":"gateway down"}' };

/** A logger that remembers what it was told. */
function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; text: string }[] = [];
  const at = (level: string) => (fields: object, text: string) => {
    lines.push({ level, fields: fields as Record<string, unknown>, text });
  };
  return {
    lines,
    log: { info: at('info'), warn: at('warn'), error: at('error') } satisfies SendContext['log'],
  };
}

let gateway: LocalGateway;
let smtp: LocalSmtp;
beforeAll(async () => {
  gateway = await startSmsGateway();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await gateway.close();
  await smtp.close();
});
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.script.length = 0;
  smtp.received.length = 0;
});

describe('the delivering outbox Notifier', () => {
  let t: TestApp;
  appForFile((app) => {
    t = app;
  });

  const message = {
    channel: 'sms' as const,
    recipient: '+8801712345678',
    subject: 'তিলাওয়াত লগইনের কোড',
    body: 'তিলাওয়াত: আপনার লগইনের কোড ১২৩৪৫৬।',
  };
  const pauses: number[] = [];
  const notifier = () =>
    createOutboxNotifier(t.db, t.app.log, {
      drivers: {
        sms: createSmsDriver({ url: gateway.url, provider: 'bulksmsbd', apiKey: 'k', senderId: 'Tilawat' }),
      },
      clock: t.clock,
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
  const rowOf = async (recipient: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id)).at(-1);
  beforeEach(() => {
    pauses.length = 0;
  });

  it('writes the message first, tries again after a failure, and marks it sent', async () => {
    gateway.script.push(fail, fail);
    const { log, lines } = recordingLog();
    const recipient = '+8801711000001';
    await notifier().send({ ...message, recipient }, { requestId: 'req-1', log });

    expect(gateway.requests).toHaveLength(3);
    expect(pauses).toEqual([250, 1_000]);
    expect(await rowOf(recipient)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      sentAt: t.clock.now(),
      requestId: 'req-1',
      body: message.body,
    });
    expect(lines.map(({ level, fields }) => [level, fields.requestId, fields.attempt])).toEqual([
      ['warn', 'req-1', 1],
      ['warn', 'req-1', 2],
      ['info', 'req-1', undefined],
    ]);
  });

  it('after every try failed: the row is failed with its error, logged with the request id, and send rejects', async () => {
    gateway.script.push(fail, fail, fail);
    const { log, lines } = recordingLog();
    const recipient = '+8801711000002';
    const failed = await notifier()
      .send({ ...message, recipient }, { requestId: 'req-2', log })
      .catch((error: unknown) => error);

    expect(failed).toBeInstanceOf(DomainError);
    expect((failed as DomainError).failure).toBe('DELIVERY_FAILED');
    expect(gateway.requests).toHaveLength(3);
    expect(await rowOf(recipient)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'DeliveryError: sms bulksmsbd HTTP 500: {"error":"gateway down"}',
      sentAt: null,
      requestId: 'req-2',
    });
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      text: 'message could not be sent',
      fields: { requestId: 'req-2', attempt: 3, recipient },
    });
  });

  it('does not try again what the gateway refused for good', async () => {
    gateway.script.push({
      status: 200,
      body: JSON.stringify({ response_code: 1001, error_message: 'Invalid Number' }),
    });
    const recipient = '+8801711000003';
    await expect(notifier().send({ ...message, recipient })).rejects.toThrow('DELIVERY_FAILED');
    expect(gateway.requests).toHaveLength(1);
    expect(await rowOf(recipient)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps a message of a channel without a driver in the outbox only, as before', async () => {
    await notifier().send({ ...message, channel: 'email', recipient: 'kept@example.com' });
    expect(await rowOf('kept@example.com')).toMatchObject({ status: 'kept', attempts: 0, lastError: null });
    expect(gateway.requests).toHaveLength(0);
    const listed = await t.app.inject({ url: '/dev/outbox?recipient=kept@example.com' });
    expect(listed.json()).toMatchObject({
      items: [{ channel: 'email', recipient: 'kept@example.com', body: message.body, status: 'kept' }],
    });
  });
});

describe('codes through SMTP and an SMS gateway (SMTP_URL, SMS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'তিলাওয়াত <no-reply@tilawat.com.bd>',
      SMS_URL: gateway.url,
      SMS_API_KEY: 'test-key',
      SMS_SENDER_ID: '8809617000000',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const outboxOf = async (recipient: string) =>
    (await t.app.inject({ url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}` })).json() as {
      items: Record<string, unknown>[];
    };
  /** The code in the gateway's last request (what the learner's phone received). */
  const smsCode = () => {
    const sent = new URLSearchParams(gateway.requests.at(-1)?.body).get('message') ?? '';
    return /(\d{6})/.exec(sent)?.[1];
  };

  it('a code the gateway never took answers 503 in Bengali at once; the same form works again straight away', async () => {
    const phone = uniquePhone();
    const remoteAddress = uniqueAddress();
    const payload = { phone, password: 'Tilawat@2026', name: 'আমিনা খাতুন' };
    gateway.script.push(fail, fail, fail);
    const refused = await t.inject({ method: 'POST', url: '/api/v2/user/register', payload, remoteAddress });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ msg: DELIVERY_FAILED, code: 'DELIVERY_FAILED' });
    expect(gateway.requests).toHaveLength(3);
    const [failedRow] = (await outboxOf(`+88${phone}`)).items;
    expect(failedRow).toMatchObject({
      status: 'failed',
      attempts: 3,
      requestId: refused.headers['x-request-id'],
    });
    expect(String(failedRow?.lastError)).toContain('HTTP 500');

    // no account was kept and no cooldown holds: registering again works, and the code arrives
    const registered = await t.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload,
      remoteAddress,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const request = gateway.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toMatchObject({
      api_key: 'test-key',
      senderid: '8809617000000',
      number: `88${phone}`,
    });
    expect((await outboxOf(`+88${phone}`)).items[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const code = smsCode();
    expect(code).toBe(await t.latestCode(`+88${phone}`));
    const verified = await t.inject({
      method: 'POST',
      url: '/api/v3/user/verify-otp',
      payload: { phone, otp: code },
      remoteAddress,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a resend that failed does not hold back the next one (no 60-second wait)', async () => {
    const phone = uniquePhone();
    const remoteAddress = uniqueAddress();
    const registered = await t.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload: { phone, password: 'Tilawat@2026', name: 'রহিম উদ্দিন' },
      remoteAddress,
    });
    expect(registered.statusCode).toBe(201);
    t.clock.advance(61_000);

    gateway.script.push(fail, fail, fail);
    const refused = await t.inject({
      method: 'POST',
      url: '/api/v2/user/resend-verification-otp',
      payload: { phone },
      remoteAddress,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ msg: DELIVERY_FAILED });

    const again = await t.inject({
      method: 'POST',
      url: '/api/v2/user/resend-verification-otp',
      payload: { phone },
      remoteAddress,
    });
    expect(again.statusCode, again.body).toBe(200);
    const verified = await t.inject({
      method: 'POST',
      url: '/api/v3/user/verify-otp',
      payload: { phone, otp: smsCode() },
      remoteAddress,
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a webinar booking whose confirmation could not be sent still stands; the SMS is kept as failed', async () => {
    const learner = await t.signUp();
    const listed = await t.inject({ url: '/api/v3/orientation-book', headers: auth(learner) });
    const webinar = (listed.json() as { data: { id: number; seats_left: number }[] }).data.find(
      (row) => row.seats_left > 0,
    );
    expect(webinar).toBeDefined();
    gateway.script.push(fail, fail, fail);
    const booked = await t.inject({
      method: 'POST',
      url: '/api/v3/orientation-book',
      payload: { orientation: webinar?.id },
      headers: auth(learner),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await outboxOf(`+88${learner.phone}`)).items[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      requestId: booked.headers['x-request-id'],
    });
  });

  it('an e-mail account receives its code and its link by SMTP', async () => {
    const email = `learner-${Date.now()}@example.com`;
    const registered = await t.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload: { email, password: 'Tilawat@2026', name: 'ফাতিমা' },
      remoteAddress: uniqueAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(smtp.received.map((mail) => [mail.from, mail.to, mail.headers.subject])).toEqual([
      ['no-reply@tilawat.com.bd', [email], 'তিলাওয়াত অ্যাকাউন্ট যাচাইয়ের কোড'],
      ['no-reply@tilawat.com.bd', [email], 'তিলাওয়াত: ইমেইল যাচাই করুন'],
    ]);
    const [codeMail, linkMail] = smtp.received;
    const [linkRow, codeRow] = (await outboxOf(email)).items;
    expect(codeMail?.text).toBe(codeRow?.body);
    expect(codeMail?.text).toMatch(/কোড \d{6}।/);
    expect(linkMail?.text).toBe(linkRow?.body);
    // the link opens the site's /verify/{token} page, on the first web origin
    const link = /http:\/\/\S+\/verify\/ev_\S+/.exec(linkMail?.text ?? '')?.[0];
    expect(link?.startsWith(`${t.env.WEB_ORIGINS[0]}/verify/`)).toBe(true);
    expect(link).toBeDefined();
    expect(linkMail?.html).toContain(`<a href="${link}">`);
    expect((await outboxOf(email)).items.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(gateway.requests).toHaveLength(0);
  });
});
