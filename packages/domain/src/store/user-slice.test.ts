import { describe, expect, it } from 'vitest';
import { quickLogin } from './auth-thunks';
import { loginResult, storeWith } from './test-store';
import { initialUserState, selectIsSignedIn, userRestored } from './user-slice';
import { fetchMe, updateMe, uploadAvatar } from './user-thunks';

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

  it('fetchMe keeps the profile', async () => {
    const { store } = storeWith({ 'GET /api/v2/user/me': () => ({ status: 200, body: me }) });
    await store.dispatch(fetchMe());
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
});
