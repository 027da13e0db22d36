import { ApiError, createTilawat, type SessionTokens, type TokenStore, unwrap } from '@tilawat/sdk';

// 1. Where the session lives. The SDK keeps no cookies: it reads and writes the tokens through a
//    TokenStore (each method may return a promise). This one keeps them in the browser's localStorage;
//    a server keeps them in its own session, or uses createMemoryTokenStore().
const KEY = 'tilawat.session';
const saved = (): SessionTokens | null => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const tokenStore: TokenStore = {
  getAccessToken: () => saved()?.accessToken,
  getRefreshToken: () => saved()?.refreshToken,
  setTokens: (tokens) => localStorage.setItem(KEY, JSON.stringify(tokens)),
  clear: () => localStorage.removeItem(KEY),
};

// 2. The client over that store. `onUnauthorized` runs when the session is surely over: a v3 401 with
//    no refresh token left (the store is cleared first), or any v2 401. `logger` gets the line of a
//    failed refresh.
const api = createTilawat({
  environment: 'local',
  tokenStore,
  onUnauthorized: () => window.location.assign('/login'),
  logger: { warn: (...line) => console.warn(...line) },
});

// 3. Sign in. The answer's type comes from the contract (LoginResult: the four token fields and the
//    user); the SDK stores only the tokens a refresh brings, so store these yourself.
const signedIn = await unwrap(
  api.v3.POST('/user/login', { body: { phone: '+8801712345678', password: 'Tilawat@2026' } }),
);
await tokenStore.setTokens(signedIn);
console.log(`signed in as ${signedIn.user.name} (${signedIn.user.role})`);

// 4. A protected call sends the access token. When that token has expired, the v3 client refreshes
//    once (calls made meanwhile share that refresh), stores the new pair and sends the call again:
//    nothing to write here. `sessions.items` is typed Session[] from the contract.
const sessions = await unwrap(api.v3.GET('/user/sessions'));
for (const device of sessions.items)
  console.log(`${device.device_name}${device.current ? ' (this one)' : ''}`);

// 5. When the refresh itself fails (the refresh token expired, or the session was ended from another
//    device), the failure is only logged and the call's own 401 rejects as an ApiError; the store is
//    left as it was. End the session here:
try {
  await unwrap(api.v3.GET('/user/sessions'));
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 401) {
    await tokenStore.clear();
    window.location.assign('/login');
  } else {
    console.log(`${error.code}: ${error.msg}`); // the server's Bengali sentence, for the learner
  }
}

// A refresh can also be asked for ahead of time: the new tokens (already stored), or null when it failed.
const renewed = await api.refresh();
if (renewed === null) await tokenStore.clear();
