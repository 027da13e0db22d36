import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examDraftKey } from '../exam/exam-draft';
import { memoryStorage } from '../store/test-store';
import {
  cookieNames,
  createBrowserCookies,
  createMemoryCookies,
  createSession,
  decodeUser,
  liveAccessToken,
  USER_STORAGE_KEY,
} from './session';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
const claims = { sub: 'u-1', name: 'আমিনা খাতুন', phone: '+8801712345678', email: null, role: 'learner' };

const NOW = Date.parse('2026-11-21T04:00:00Z');
const tokens = {
  accessToken: jwt(claims),
  accessTokenExp: '2026-11-21T10:15:00+06:00',
  refreshToken: 'rt_1',
  refreshTokenExp: '2026-12-21T10:00:00+06:00',
};

describe('session', () => {
  it('stores the tokens as cookies that expire when the server says, and keeps the user locally', async () => {
    const cookies = createMemoryCookies();
    const storage = memoryStorage();
    const session = createSession({ cookies, storage, now: () => NOW });
    await session.setTokens(tokens);
    expect(cookies.jar.get(cookieNames.accessToken)).toEqual({
      value: tokens.accessToken,
      expires: new Date('2026-11-21T04:15:00Z'),
    });
    expect(cookies.jar.get(cookieNames.refreshToken)).toEqual({
      value: 'rt_1',
      expires: new Date('2026-12-21T04:00:00Z'),
    });
    expect(await session.getAccessToken()).toBe(tokens.accessToken);
    expect(await session.getRefreshToken()).toBe('rt_1');
    expect(session.getUser()).toEqual({
      id: 'u-1',
      name: 'আমিনা খাতুন',
      phone: '+8801712345678',
      email: null,
      role: 'learner',
    });
    expect(JSON.parse(storage.items.get(USER_STORAGE_KEY) ?? '{}')).toMatchObject({ id: 'u-1' });
  });

  it('gives a cookie 1 day when no expiry is given', async () => {
    const cookies = createMemoryCookies();
    const session = createSession({ cookies, now: () => NOW });
    await session.setTokens({ ...tokens, accessTokenExp: '', refreshTokenExp: 'not a date' });
    expect(cookies.jar.get(cookieNames.accessToken)?.expires).toEqual(new Date(NOW + 86_400_000));
    expect(cookies.jar.get(cookieNames.refreshToken)?.expires).toEqual(new Date(NOW + 86_400_000));
    session.setOrderDetails({ order_id: 'ord-9' });
    expect(cookies.jar.get(cookieNames.orderDetails)).toEqual({
      value: '{"order_id":"ord-9"}',
      expires: new Date(NOW + 86_400_000),
    });
  });

  it('holds orderDetails with order_id', () => {
    const session = createSession({ cookies: createMemoryCookies() });
    expect(session.getOrderDetails()).toBeNull();
    session.setOrderDetails({ order_id: 12 });
    expect(session.getOrderDetails()).toEqual({ order_id: 12 });
    session.clearOrderDetails();
    expect(session.getOrderDetails()).toBeNull();
  });

  it('ignores an unreadable orderDetails cookie', () => {
    const cookies = createMemoryCookies();
    cookies.set(cookieNames.orderDetails, '{oops', { expires: new Date(NOW) });
    expect(createSession({ cookies }).getOrderDetails()).toBeNull();
  });

  it('logout (clear) removes the cookies and the kept user', async () => {
    const cookies = createMemoryCookies();
    const storage = memoryStorage();
    const session = createSession({ cookies, storage });
    await session.setTokens(tokens);
    session.setOrderDetails({ order_id: 'ord-1' });
    await session.clear();
    expect([...cookies.jar.keys()]).toEqual([]);
    expect(storage.items.size).toBe(0);
    expect(session.getUser()).toBeNull();
  });

  it("logout (clear) removes every exam's answers kept on the device, whoever gave them (a shared phone)", async () => {
    const storage = memoryStorage();
    const session = createSession({ cookies: createMemoryCookies(), storage });
    await session.setTokens(tokens);
    const answers = JSON.stringify({
      examId: 71,
      submissionId: 'a-1',
      answers: [],
      flagged: [],
      synced: false,
    });
    storage.setItem(examDraftKey('u-1', 71), answers);
    storage.setItem(examDraftKey('u-1', 72), answers);
    storage.setItem(examDraftKey('u-9', 71), answers); // an earlier learner on this phone
    storage.setItem('tilawat.other', 'kept');
    await session.clear();
    expect([...storage.items.keys()]).toEqual(['tilawat.other']);
  });

  it('names the learner from the kept copy while only the refresh token lives', async () => {
    const cookies = createMemoryCookies();
    const storage = memoryStorage();
    const session = createSession({ cookies, storage });
    await session.setTokens(tokens);
    cookies.remove(cookieNames.accessToken);
    expect(session.getUser()?.id).toBe('u-1');
    cookies.remove(cookieNames.refreshToken);
    expect(session.getUser()).toBeNull();
  });
});

describe('createBrowserCookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The attributes js-cookie was asked to write the session's cookies with, on a page of `protocol`. */
  function written(protocol: 'http:' | 'https:', production: boolean | undefined) {
    vi.stubGlobal('location', { protocol });
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    const remove = vi.spyOn(Cookies, 'remove').mockReturnValue(undefined);
    const session = createSession({
      cookies: createBrowserCookies(production === undefined ? undefined : { production }),
      now: () => NOW,
    });
    session.setTokens(tokens);
    session.setOrderDetails({ order_id: 'batch-12' });
    session.clear();
    return {
      set: set.mock.calls.map(([name, , attributes]) => ({ name, ...attributes })),
      remove: remove.mock.calls.map(([name, attributes]) => ({ name, ...attributes })),
    };
  }

  it.each([
    {
      protocol: 'http:',
      production: true,
      secure: true,
      why: 'a production build, even on a plain-http page',
    },
    { protocol: 'https:', production: true, secure: true, why: 'a production build on https' },
    { protocol: 'https:', production: false, secure: true, why: 'any https page' },
    { protocol: 'http:', production: false, secure: false, why: 'development on http://localhost' },
    { protocol: 'http:', production: undefined, secure: false, why: 'no option: development' },
  ] as const)(
    'writes accessToken, refreshToken and orderDetails SameSite=Lax, Secure=$secure: $why',
    ({ protocol, production, secure }) => {
      const { set, remove } = written(protocol, production);
      expect(set.map((c) => c.name)).toEqual(['accessToken', 'refreshToken', 'orderDetails']);
      for (const cookie of [...set, ...remove])
        expect(cookie).toMatchObject({ path: '/', sameSite: 'lax', secure });
      // the same attributes on removal: a browser removes only the cookie it was given
      expect(remove.map((c) => c.name)).toEqual(['accessToken', 'refreshToken', 'orderDetails']);
    },
  );
});

describe('decodeUser', () => {
  it.each([
    {
      given: jwt({ id: 'u-2', name: 'রহিম' }),
      want: { id: 'u-2', name: 'রহিম', phone: null, email: null, role: 'learner' },
    },
    { given: jwt({ name: 'no id' }), want: null },
    { given: 'not.a.jwt', want: null },
    { given: '', want: null },
    { given: null, want: null },
  ])('$given → $want', ({ given, want }) => expect(decodeUser(given)).toEqual(want));
});

describe('liveAccessToken', () => {
  const now = Date.parse('2026-11-24T08:00:00Z');
  const at = (iso: string) => Date.parse(iso) / 1000;
  const live = jwt({ sub: 'u-2', name: 'রহিম', exp: at('2026-11-24T08:10:00Z') });
  it.each([
    { why: 'a readable token before its exp', given: live, want: live },
    { why: 'a token past its exp', given: jwt({ sub: 'u-2', exp: at('2026-11-24T07:59:59Z') }), want: null },
    { why: 'a token at its exp', given: jwt({ sub: 'u-2', exp: at('2026-11-24T08:00:00Z') }), want: null },
    { why: 'a token without exp', given: jwt({ sub: 'u-2' }), want: null },
    { why: 'a token naming no learner', given: jwt({ exp: at('2026-11-24T08:10:00Z') }), want: null },
    { why: 'an unreadable token', given: 'not.a.jwt', want: null },
    { why: 'no token', given: undefined, want: null },
  ])('$why', ({ given, want }) => expect(liveAccessToken(given, now)).toBe(want));
});
