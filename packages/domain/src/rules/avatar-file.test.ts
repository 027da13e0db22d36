import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarMessages, checkAvatarFile, fileSizeText } from './index';

const MB = 1024 * 1024;

describe('checkAvatarFile', () => {
  it('accepts JPEG, PNG and WebP of up to 2 MB (the contract’s AvatarUpload)', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * MB);
    expect(AVATAR_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const type of AVATAR_TYPES) {
      expect(checkAvatarFile({ type, size: 1 })).toBeNull();
      expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
    expect(checkAvatarFile({ type: 'IMAGE/PNG', size: 10 })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'image/heic', 'application/pdf', ''])(
    'refuses the type %j, whatever its size',
    (type) => {
      expect(checkAvatarFile({ type, size: 10 })).toBe('শুধু JPEG, PNG বা WebP ছবি দেওয়া যাবে।');
      expect(checkAvatarFile({ type, size: 10 * MB })).toBe(avatarMessages.type);
    },
  );

  it('refuses a file of one byte more than the limit, stating it in Bengali digits', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'ছবিটি অনেক বড়। ২ মেগাবাইটের ছোট ছবি দিন।',
    );
  });

  it('takes another limit and states it', () => {
    expect(checkAvatarFile({ type: 'image/webp', size: 3 * MB }, 5 * MB)).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 6 * MB }, 5 * MB)).toBe(
      'ছবিটি অনেক বড়। ৫ মেগাবাইটের ছোট ছবি দিন।',
    );
    expect(avatarMessages.tooLarge(1.5 * MB)).toBe('ছবিটি অনেক বড়। ১.৫ মেগাবাইটের ছোট ছবি দিন।');
    expect(avatarMessages.tooLarge(500 * 1024)).toBe('ছবিটি অনেক বড়। ৫০০ কিলোবাইটের ছোট ছবি দিন।');
  });
});

describe('fileSizeText', () => {
  it.each([
    [2 * MB, '২ মেগাবাইট'],
    [1.5 * MB, '১.৫ মেগাবাইট'],
    [500 * 1024, '৫০০ কিলোবাইট'],
    [3.5 * 1024 * MB, '৩.৫ গিগাবাইট'],
  ])('%d bytes → %s', (bytes, want) => expect(fileSizeText(bytes)).toBe(want));
});
