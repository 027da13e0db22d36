import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitForUrl } from './servers.mjs';

describe('waitForUrl', () => {
  it('resolves once the server answers 2xx', async () => {
    let calls = 0;
    const server = createServer((_request, response) => {
      calls += 1;
      response.writeHead(calls < 3 ? 503 : 200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await waitForUrl(`http://127.0.0.1:${port}/`, 5_000);
      expect(calls).toBe(3);
    } finally {
      server.close();
    }
  });

  it('says which url did not answer in time', async () => {
    await expect(waitForUrl('http://127.0.0.1:9/', 600)).rejects.toThrow(
      'http://127.0.0.1:9/ did not answer within 0.6 s',
    );
  });
});
