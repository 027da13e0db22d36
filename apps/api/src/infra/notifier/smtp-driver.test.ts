import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSmtp, startSmtpServer } from '../../../test/delivery-servers';
import { DeliveryError } from './delivery';
import { BENGALI_FONT_STACK, createSmtpDriver, htmlBody } from './smtp-driver';

const FROM = 'তিলাওয়াত <no-reply@tilawat.com.bd>';
const link = 'http://localhost:4000/api/v2/user/verify/ev_abc123';

describe('htmlBody', () => {
  it.each([
    { given: 'কোড ১২৩৪৫৬', want: 'কোড ১২৩৪৫৬' },
    { given: '<b>"আমিনা" & \'রহিম\'</b>', want: '&lt;b&gt;&quot;আমিনা&quot; &amp; &#39;রহিম&#39;&lt;/b&gt;' },
    { given: `লিংকে যান: ${link}`, want: `লিংকে যান: <a href="${link}">${link}</a>` },
    // the sentence's own marks after a link stay outside it
    { given: `${link}। তারপর`, want: `<a href="${link}">${link}</a>। তারপর` },
    { given: `(${link}).`, want: `(<a href="${link}">${link}</a>).` },
    {
      given: 'https://x.test/a?b=1&c="><script>',
      want: '<a href="https://x.test/a?b=1&amp;c=">https://x.test/a?b=1&amp;c=</a>&quot;&gt;&lt;script&gt;',
    },
    { given: 'এক\nদুই', want: 'এক<br>\nদুই' },
    { given: 'javascript:alert(1)', want: 'javascript:alert(1)' },
  ])('$given', ({ given, want }) => {
    expect(htmlBody(given)).toBe(want);
  });
});

describe('createSmtpDriver, against a real SMTP server on loopback', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends a Bengali message in UTF-8 with a plain-text and an HTML part, the link clickable', async () => {
    const driver = createSmtpDriver({ url: smtp.url, from: FROM });
    const body = `তিলাওয়াত: আপনার অ্যাকাউন্ট যাচাইয়ের কোড ৪৮২৯১৩। যাচাই করতে এই লিংকে যান: ${link}`;
    await driver.deliver({
      channel: 'email',
      recipient: 'amina@example.com',
      subject: 'তিলাওয়াত অ্যাকাউন্ট যাচাইয়ের কোড',
      body,
    });
    driver.close?.();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@tilawat.com.bd');
    expect(mail?.to).toEqual(['amina@example.com']);
    expect(mail?.headers.from).toBe('তিলাওয়াত <no-reply@tilawat.com.bd>');
    expect(mail?.headers.to).toBe('amina@example.com');
    expect(mail?.headers.subject).toBe('তিলাওয়াত অ্যাকাউন্ট যাচাইয়ের কোড');
    // the raw header is 7-bit: the Bengali travels as encoded words
    expect(/^Subject: (.*)$/m.exec(mail?.raw ?? '')?.[1]).toMatch(/^=\?UTF-8\?[BQ]\?/);
    expect(mail?.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail?.partTypes).toEqual(['text/plain; charset=utf-8', 'text/html; charset=utf-8']);
    expect(mail?.text).toBe(body);
    expect(mail?.html).toContain('<html lang="bn">');
    expect(mail?.html).toContain('<meta charset="utf-8">');
    expect(mail?.html).toContain('কোড ৪৮২৯১৩');
    expect(mail?.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail?.html).toContain(BENGALI_FONT_STACK);
  });

  it('refuses for good when the credentials are wrong (no point trying again)', async () => {
    const url = smtp.url.replace(/^smtp:\/\/[^@]+@/, 'smtp://mailer:wrong@');
    const driver = createSmtpDriver({ url, from: FROM });
    const failed = await driver
      .deliver({ channel: 'email', recipient: 'a@example.com', subject: 'বিষয়', body: 'লেখা' })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DeliveryError);
    expect((failed as DeliveryError).permanent).toBe(true);
    expect((failed as DeliveryError).message).toMatch(/^smtp EAUTH/);
    expect((failed as DeliveryError).message).not.toContain('wrong');
  });

  describe('timeouts', () => {
    let silent: Server;
    let port: number;
    beforeAll(async () => {
      // accepts connections and never greets
      silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      port = (silent.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it('gives up on a server that never greets after greetingTimeout, worth another try', async () => {
      const driver = createSmtpDriver({
        url: `smtp://127.0.0.1:${port}`,
        from: FROM,
        greetingTimeoutMs: 200,
      });
      const started = Date.now();
      const failed = await driver
        .deliver({ channel: 'email', recipient: 'a@example.com', subject: 'বিষয়', body: 'লেখা' })
        .catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(failed).toBeInstanceOf(DeliveryError);
      expect((failed as DeliveryError).permanent).toBe(false);
    });
  });
});
