/** Where the e2e run starts the api and the web (their own ports, so a running `pnpm start` is left alone). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const API = `http://127.0.0.1:${API_PORT}`;
export const WEB = `http://127.0.0.1:${WEB_PORT}`;
/** The run's stand-in SMS gateway and push service (e2e/local-services.mjs, issue 40); never 4190, a port fetch refuses (the Fetch standard's "bad ports"). */
export const SMS_PORT = Number(process.env.E2E_SMS_PORT ?? 4180);
export const PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? 4181);
export const LOCAL_SERVICES = `http://127.0.0.1:${SMS_PORT}`;
export const PUSH_SERVICE = `https://127.0.0.1:${PUSH_PORT}`;
