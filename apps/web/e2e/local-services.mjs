// The e2e run's stand-ins for the world outside (issue 40): an SMS gateway (bulksmsbd's form) and a push
// service (HTTPS, the run's own certificate), both recording what the api sends them. Started by
// playwright.config.ts before the api; a test reads what they recorded from GET /recorded.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';

const [smsPort, pushPort, certPath, keyPath] = process.argv.slice(2);
const recorded = { sms: [], push: [] };

const collect = (request) =>
  new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

createServer(async (request, response) => {
  if (request.method === 'GET' && request.url === '/recorded') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(recorded));
    return;
  }
  if (request.method === 'GET' && request.url === '/healthz') {
    response.writeHead(200).end('ok');
    return;
  }
  const body = (await collect(request)).toString('utf8');
  const form = new URLSearchParams(body);
  recorded.sms.push({
    at: new Date().toISOString(),
    number: form.get('number'),
    message: form.get('message'),
  });
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      response_code: 202,
      message_id: recorded.sms.length,
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    }),
  );
}).listen(Number(smsPort), '127.0.0.1');

createHttpsServer({ cert: readFileSync(certPath), key: readFileSync(keyPath) }, async (request, response) => {
  const body = await collect(request);
  recorded.push.push({
    at: new Date().toISOString(),
    path: request.url,
    encoding: request.headers['content-encoding'],
    authorization: request.headers.authorization ?? null,
    body: body.toString('base64'),
  });
  response.writeHead(201).end();
}).listen(Number(pushPort), '127.0.0.1');
