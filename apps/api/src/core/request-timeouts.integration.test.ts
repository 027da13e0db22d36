// Each route waits for its request only as long as it needs (issue 35): before, every route waited up to
// an hour (the lesson video's time) for a body that a client sends a byte at a time, holding a connection
// and a request the whole while. Now a request still arriving past its route's time is answered 408 in
// Bengali and its connection closed; only the uploads of large files wait the hour.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/console';
import { createTestApp, type Learner, type TestApp } from '../../test/helpers';
import { seededIds } from '../../test/seeded';

const bengali = /[\u0980-\u09FF]/;

let t: TestApp;
let port: number;
let admin: Learner;
let lesson: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
  admin = await signedInAs(t, 'admin');
  lesson = (await seededIds(t)).freeRecording;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

/** A request whose headers say `length` bytes of body but which sends only `sent`, then waits. */
function slowRequest(
  head: string,
  length: number,
  sent: string,
): { socket: Socket; received: () => string; ended: Promise<void> } {
  let received = '';
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(`${head}\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\n\r\n${sent}`);
  });
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  const ended = new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  return { socket, received: () => received, ended };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request timeouts per route', () => {
  it('answers 408 in Bengali and closes the connection when a JSON body is still arriving past REQUEST_TIMEOUT_SECONDS', async () => {
    const started = performance.now();
    const slow = slowRequest(
      'POST /api/v3/user/login HTTP/1.1\r\nContent-Type: application/json',
      200,
      '{"phone":"017',
    );
    await Promise.race([slow.ended, wait(15_000)]);
    const elapsed = performance.now() - started;
    slow.socket.destroy();
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    const body = JSON.parse(slow.received().slice(slow.received().indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 'REQUEST_TIMEOUT', msg: expect.stringMatching(bengali) });
    expect(elapsed).toBeGreaterThan(900);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('keeps waiting for a lesson video’s upload, which may take up to UPLOAD_REQUEST_TIMEOUT_SECONDS', async () => {
    const boundary = '----tilawat-slow';
    const slow = slowRequest(
      `POST /api/v3/admin/lessons/${lesson}/video HTTP/1.1\r\naccesstoken: ${admin.accessToken}\r\nContent-Type: multipart/form-data; boundary=${boundary}`,
      10 * 1024 * 1024,
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="lesson.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    // three times the short routes' time: still open, nothing answered
    const closed = await Promise.race([slow.ended.then(() => true), wait(3_000).then(() => false)]);
    expect(closed).toBe(false);
    expect(slow.received()).toBe('');
    slow.socket.destroy();
  });
});
