import { describe, expect, it } from 'vitest';
import { quickLogin } from './auth-thunks';
import { loginResult, storeWith } from './test-store';
import { initialUserState, selectIsSignedIn, userRestored } from './user-slice';
import { confirmIdentityChange, requestIdentityChange, updateMe, uploadAvatar } from './user-thunks';

const me = loginResult().user;

describe('user slice', () => {
  it('starts signed out and restores the user read from the session', () => {
    const { store } = storeWith({});
    expect(store.getState().user).toEqual(initialUserState);
    store.dispatch(userRestored({ id: 'u-1', name: 'আমিনা', phone: null, email: 'a@b.co', role: 'learner' }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('quick login with a code signs in and sets the login-process flag', async () => {
    const { store, requests } = storeWith({
      'POST /api/v2/user/quick-login': () => ({ status: 200, body: loginResult('u-7', 'রহিম') }),
    });
    await store.dispatch(quickLogin({ phone: '+8801712345678', otp: '482913' }));
    expect(requests[0]?.body).toEqual({ phone: '+8801712345678', otp: '482913' });
    expect(store.getState().user.user).toMatchObject({ id: 'u-7', name: 'রহিম' });
    expect(store.getState().auth.loginProcessStatus).toBe(true);
  });

  it('the account an edit answers is kept as the profile and the user', async () => {
    const { store } = storeWith({ 'PATCH /api/v2/user/me': () => ({ status: 200, body: me }) });
    await store.dispatch(updateMe({ name: me.name }));
    expect(store.getState().user.profile).toEqual(me);
    expect(store.getState().user.user?.id).toBe('u-1');
  });

  it('updateMe sends only the editable fields that are filled in', async () => {
    const { store, requests } = storeWith({
      'PATCH /api/v2/user/me': (body) => ({ status: 200, body: { ...me, ...(body as object) } }),
    });
    await store.dispatch(updateMe({ name: 'আমিনা বেগম', phone_extra: ' ' }));
    expect(requests[0]?.body).toEqual({ name: 'আমিনা বেগম' });
    expect(store.getState().user.profile?.name).toBe('আমিনা বেগম');
  });

  it('updateMe removes the second number when asked with null', async () => {
    const { store, requests } = storeWith({
      'PATCH /api/v2/user/me': (body) => ({ status: 200, body: { ...me, ...(body as object) } }),
    });
    await store.dispatch(updateMe({ name: 'আমিনা বেগম', phone_extra: null }));
    expect(requests[0]?.body).toEqual({ name: 'আমিনা বেগম', phone_extra: null });
    expect(store.getState().user.profile?.phone_extra).toBeNull();
  });

  it('uploadAvatar sends multipart field avatar', async () => {
    const { store, requests } = storeWith({
      'POST /api/v2/user/upload-avatar': () => ({
        status: 200,
        body: { ...me, avatar: 'http://api.test/a.png' },
      }),
    });
    await store.dispatch(
      uploadAvatar(new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' })),
    );
    expect(String(requests[0]?.body)).toContain('name="avatar"; filename="me.png"');
    expect(store.getState().user.profile?.avatar).toBe('http://api.test/a.png');
  });

  it('moving the account to another e-mail (issue 35): the request sends the new address and the current password; the code moves it, renews the session and shows the new address', async () => {
    const email = 'moved@example.com';
    const { store, requests, keys, session } = (() => {
      const made = storeWith({
        'PATCH /api/v2/user/me': () => ({ status: 200, body: me }),
        'POST /api/v3/user/identity': () => ({ status: 200, body: { data: { msg: 'কোড পাঠানো হয়েছে' } } }),
        'POST /api/v3/user/identity/confirm': () => ({
          status: 200,
          body: { data: { msg: 'বদলানো হয়েছে', user: { ...me, phone: null, email } } },
        }),
        'POST /api/v3/user/refresh-token': () => ({ status: 200, body: { data: loginResult() } }),
      });
      return { ...made, keys: () => made.requests.map((r) => r.key) };
    })();
    await session.setTokens(loginResult());
    await store.dispatch(updateMe({ name: me.name }));
    const asked = await store.dispatch(requestIdentityChange({ email, current_password: 'Tilawat@2026' }));
    expect(asked.payload).toEqual({ msg: 'কোড পাঠানো হয়েছে' });
    expect(requests[1]?.body).toEqual({ email, current_password: 'Tilawat@2026' });
    await store.dispatch(confirmIdentityChange({ otp: '482913' }));
    expect(keys()).toEqual([
      'PATCH /api/v2/user/me',
      'POST /api/v3/user/identity',
      'POST /api/v3/user/identity/confirm',
      'POST /api/v3/user/refresh-token',
    ]);
    expect(store.getState().user.profile).toMatchObject({ phone: null, email });
  });
});
