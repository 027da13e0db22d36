import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { PermanentJobError } from '../../core/jobs';
import { outbox } from '../ops/ops.table';
import { createOutboxNotifier } from './outbox-notifier';
import { createSmsDriver } from './sms-driver';

const fail = { status: 500, body: '{"error":"gateway down"}' };

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

describe('the outbox queue’s job (one try)', () => {
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
  /** The notifier with an SMS driver, its jobs recorded instead of queued (the handler is run by hand). */
  const notifierWithGateway = () => {
    const queued: { queue: string; data: { outboxId: number } }[] = [];
    const made = createOutboxNotifier(
      t.db,
      t.app.log,
      {
        send: async (queue, data) => {
          queued.push({ queue, data: data as { outboxId: number } });
          return 'job';
        },
      },
      {
        drivers: {
          sms: createSmsDriver({ url: gateway.url, provider: 'bulksmsbd', apiKey: 'k', senderId: 'Tilawat' }),
        },
        clock: t.clock,
      },
    );
    return { ...made, queued };
  };
  const rowOf = async (recipient: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id)).at(-1);
  const run = (
    queue: ReturnType<typeof notifierWithGateway>['queue'],
    outboxId: number,
    attempt: number,
    lastAttempt = false,
  ) =>
    queue.handle({
      id: 'job',
      data: { outboxId },
      attempt,
      lastAttempt,
      signal: new AbortController().signal,
    });

  it('writes the row queued with its job; a try the gateway refuses leaves it queued with the error, the next sends it', async () => {
    const { notifier, queue, queued } = notifierWithGateway();
    const recipient = '+8801711000001';
    await notifier.send({ ...message, recipient }, { requestId: 'req-1' });
    const row = await rowOf(recipient);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, requestId: 'req-1', body: message.body });
    expect(queued).toEqual([{ queue: 'notifier.message', data: { outboxId: row?.id } }]);

    gateway.script.push(fail);
    await expect(run(queue, row?.id as number, 1)).rejects.toThrow('HTTP 500');
    expect(await rowOf(recipient)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'DeliveryError: sms bulksmsbd HTTP 500: {"error":"gateway down"}',
      sentAt: null,
    });
    await run(queue, row?.id as number, 2);
    expect(await rowOf(recipient)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      sentAt: t.clock.now(),
    });
    expect(gateway.requests).toHaveLength(2);
    // a try after it was sent (its host died before the job ended) sends nothing again
    await run(queue, row?.id as number, 3);
    expect(gateway.requests).toHaveLength(2);
  });

  it('after the last try the row is failed with its error (the job is kept for the operator)', async () => {
    const { notifier, queue } = notifierWithGateway();
    const recipient = '+8801711000002';
    await notifier.send({ ...message, recipient });
    const id = (await rowOf(recipient))?.id as number;
    gateway.script.push(fail);
    await expect(run(queue, id, 5, true)).rejects.toThrow('HTTP 500');
    expect(await rowOf(recipient)).toMatchObject({ status: 'failed', attempts: 5, sentAt: null });
  });

  it('fails at once what the gateway refused for good (no more tries)', async () => {
    const { notifier, queue } = notifierWithGateway();
    const recipient = '+8801711000003';
    await notifier.send({ ...message, recipient });
    gateway.script.push({
      status: 200,
      body: JSON.stringify({ response_code: 1001, error_message: 'Invalid Number' }),
    });
    const refused = await run(queue, (await rowOf(recipient))?.id as number, 1).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PermanentJobError);
    expect(await rowOf(recipient)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps a message of a channel without a driver in the outbox only, queuing nothing', async () => {
    const { notifier, queued } = notifierWithGateway();
    await notifier.send({ ...message, channel: 'email', recipient: 'kept@example.com' });
    expect(await rowOf('kept@example.com')).toMatchObject({ status: 'kept', attempts: 0, lastError: null });
    expect(queued).toEqual([]);
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
      JOB_POLL_SECONDS: '0.5',
      MESSAGE_RETRY_DELAY_SECONDS: '1',
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

  it('a code is queued with its registration and sent by a worker; a gateway that fails is tried again with a growing pause', async () => {
    const phone = uniquePhone();
    const remoteAddress = uniqueAddress();
    gateway.script.push(fail, fail);
    const started = performance.now();
    const registered = await t.inject({
      method: 'POST',
      url: '/api/v2/user/register',
      payload: { phone, password: 'Tilawat@2026', name: 'আমিনা খাতুন' },
      remoteAddress,
    });
    // the learner is answered at once: the message is the worker's
    expect(registered.statusCode, registered.body).toBe(201);
    await vi.waitFor(
      async () =>
        expect((await outboxOf(`+88${phone}`)).items[0]).toMatchObject({ status: 'sent', attempts: 3 }),
      { timeout: 20_000, interval: 200 },
    );
    expect(gateway.requests).toHaveLength(3);
    // 1 s, then about 2 s (MESSAGE_RETRY_DELAY_SECONDS=1, doubled)
    expect(performance.now() - started).toBeGreaterThan(2_500);
    const [row] = (await outboxOf(`+88${phone}`)).items;
    expect(row).toMatchObject({ lastError: null, requestId: registered.headers['x-request-id'] });
    expect(Object.fromEntries(new URLSearchParams(gateway.requests.at(-1)?.body))).toMatchObject({
      api_key: 'test-key',
      senderid: '8809617000000',
      number: `88${phone}`,
    });
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

  it('a registration refused by the code’s limits queues nothing', async () => {
    const phone = uniquePhone();
    const remoteAddress = uniqueAddress();
    const payload = { phone, password: 'Tilawat@2026', name: 'রহিম উদ্দিন' };
    expect(
      (await t.inject({ method: 'POST', url: '/api/v2/user/register', payload, remoteAddress })).statusCode,
    ).toBe(201);
    await vi.waitFor(() => expect(gateway.requests).toHaveLength(1), { timeout: 10_000, interval: 100 });
    // a second registration of the same phone within the minute: 429, and no second message
    const again = await t.inject({ method: 'POST', url: '/api/v2/user/register', payload, remoteAddress });
    expect(again.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(gateway.requests).toHaveLength(1);
    expect((await outboxOf(`+88${phone}`)).items).toHaveLength(1);
  });

  it('a webinar booking stands while its confirmation is tried again', async () => {
    const learner = await t.signUp();
    const listed = await t.inject({ url: '/api/v3/orientation-book', headers: auth(learner) });
    const webinar = (listed.json() as { data: { id: number; seats_left: number }[] }).data.find(
      (row) => row.seats_left > 0,
    );
    expect(webinar).toBeDefined();
    await vi.waitFor(() => expect(gateway.requests.length).toBeGreaterThan(0), { timeout: 10_000 });
    gateway.requests.length = 0;
    gateway.script.push(fail);
    const booked = await t.inject({
      method: 'POST',
      url: '/api/v3/orientation-book',
      payload: { orientation: webinar?.id },
      headers: auth(learner),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await vi.waitFor(
      async () =>
        expect((await outboxOf(`+88${learner.phone}`)).items[0]).toMatchObject({
          status: 'sent',
          attempts: 2,
          requestId: booked.headers['x-request-id'],
        }),
      { timeout: 15_000, interval: 200 },
    );
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
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 100 });
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
    // the worker marks a row sent once the SMTP server has answered: a moment after the mail arrives
    await vi.waitFor(
      async () => expect((await outboxOf(email)).items.map((row) => row.status)).toEqual(['sent', 'sent']),
      { timeout: 10_000, interval: 100 },
    );
    expect(gateway.requests).toHaveLength(0);
  });
});
