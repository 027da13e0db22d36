import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalGateway, startSmsGateway } from '../../../test/delivery-servers';
import { DeliveryError } from './delivery';
import { createSmsDriver, gatewayNumber } from './sms-driver';

const body = 'তিলাওয়াত: আপনার লগইনের কোড ৪৮২৯১৩। ৫ মিনিটের মধ্যে ব্যবহার করুন।';
const message = { channel: 'sms' as const, recipient: '+8801712345678', subject: 'তিলাওয়াত লগইনের কোড', body };

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as DeliveryError,
  );

describe('gatewayNumber', () => {
  it.each([
    { given: '+8801712345678', want: '8801712345678' },
    { given: '8801912345678', want: '8801912345678' },
  ])('$given → $want', ({ given, want }) => {
    expect(gatewayNumber(given)).toBe(want);
  });

  it.each(['01712345678', '+880171234567', '+8801212345678', '+4915112345678', 'a@example.com'])(
    'refuses %s for good',
    (given) => {
      expect(() => gatewayNumber(given)).toThrow(DeliveryError);
    },
  );
});

describe('createSmsDriver, against a local HTTP gateway', () => {
  let gateway: LocalGateway;
  beforeAll(async () => {
    gateway = await startSmsGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });
  beforeEach(() => {
    gateway.requests.length = 0;
    gateway.script.length = 0;
  });

  const bulksmsbd = () =>
    createSmsDriver({
      url: gateway.url,
      provider: 'bulksmsbd',
      apiKey: 'key-123',
      senderId: '8809617000000',
    });

  it('bulksmsbd: POSTs a UTF-8 form of api_key, type, senderid, number (8801…) and the Bengali message', async () => {
    await bulksmsbd().deliver(message);
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/smsapi');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=utf-8');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      api_key: 'key-123',
      type: 'text',
      senderid: '8809617000000',
      number: '8801712345678',
      message: body,
    });
  });

  it('json: POSTs { to, message, sender } with the key as a bearer token', async () => {
    const driver = createSmsDriver({
      url: gateway.url,
      provider: 'json',
      apiKey: 'key-456',
      senderId: 'Tilawat',
    });
    await driver.deliver(message);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe('Bearer key-456');
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '+8801712345678',
      message: body,
      sender: 'Tilawat',
    });
  });

  it.each([
    { status: 500, body: 'oops', permanent: false, text: /HTTP 500/ },
    { status: 503, body: '', permanent: false, text: /HTTP 503/ },
    { status: 429, body: '', permanent: false, text: /HTTP 429/ },
    { status: 401, body: 'unauthorised', permanent: true, text: /HTTP 401/ },
    // a 200 carrying the gateway's own error code
    {
      status: 200,
      body: JSON.stringify({ response_code: 1001, error_message: 'Invalid Number' }),
      permanent: true,
      text: /bulksmsbd 1001: Invalid Number/,
    },
    {
      status: 200,
      body: JSON.stringify({ response_code: 1007, error_message: 'Balance Insufficient' }),
      permanent: true,
      text: /1007/,
    },
    {
      status: 200,
      body: JSON.stringify({ response_code: 1005, error_message: 'Internal Error' }),
      permanent: false,
      text: /1005/,
    },
    { status: 200, body: '<html>maintenance</html>', permanent: false, text: /bulksmsbd answer/ },
  ])(
    'bulksmsbd: $status $body fails (permanent: $permanent)',
    async ({ status, body: answer, permanent, text }) => {
      gateway.script.push({ status, body: answer });
      const failed = await failureOf(bulksmsbd().deliver(message));
      expect(failed).toBeInstanceOf(DeliveryError);
      expect(failed.permanent).toBe(permanent);
      expect(failed.message).toMatch(text);
      expect(failed.message).not.toContain('key-123');
    },
  );

  it('json: a 2xx whose body says it failed is a failure', async () => {
    gateway.script.push({ status: 200, body: JSON.stringify({ success: false, error: 'no credit' }) });
    const driver = createSmsDriver({ url: gateway.url, provider: 'json', apiKey: 'k' });
    expect((await failureOf(driver.deliver(message))).message).toMatch(/no credit/);
  });

  it('does not call the gateway for a number that is not a Bangladeshi mobile', async () => {
    const failed = await failureOf(bulksmsbd().deliver({ ...message, recipient: '+4915112345678' }));
    expect(failed.permanent).toBe(true);
    expect(gateway.requests).toHaveLength(0);
  });

  it('gives up on a gateway that does not answer within its timeout', async () => {
    const hang = (async (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const driver = createSmsDriver({
      url: gateway.url,
      provider: 'json',
      apiKey: 'k',
      timeoutMs: 50,
      fetch: hang,
    });
    const failed = await failureOf(driver.deliver(message));
    expect(failed.permanent).toBe(false);
    expect(failed.message).toMatch(/no answer in 50 ms/);
  });

  it('a gateway that cannot be reached is worth another try', async () => {
    const down = createSmsDriver({
      url: 'http://127.0.0.1:9/api',
      provider: 'json',
      apiKey: 'k',
      timeoutMs: 2_000,
    });
    const failed = await failureOf(down.deliver(message));
    expect(failed.permanent).toBe(false);
    expect(failed.message).toMatch(/^sms json: /);
  });
});
