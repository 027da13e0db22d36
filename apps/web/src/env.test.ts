import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the local defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      API_ORIGIN: 'http://localhost:4000',
      SITE_ORIGIN: 'http://localhost:3000',
      API_REVALIDATE_SECONDS: 60,
      MEDIA_ORIGINS: [],
      NODE_ENV: 'development',
      VITALS_SAMPLE_RATE: 1,
    });
  });

  it('measures a tenth of the page loads in production unless VITALS_SAMPLE_RATE says otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).VITALS_SAMPLE_RATE).toBe(0.1);
    expect(parseEnv({ NODE_ENV: 'production', VITALS_SAMPLE_RATE: '1' }).VITALS_SAMPLE_RATE).toBe(1);
    expect(parseEnv({ NODE_ENV: 'test' }).VITALS_SAMPLE_RATE).toBe(1);
    expect(parseEnv({ VITALS_SAMPLE_RATE: '0' }).VITALS_SAMPLE_RATE).toBe(0);
  });

  it('reads MEDIA_ORIGINS as a list of origins (paths dropped)', () => {
    expect(
      parseEnv({ MEDIA_ORIGINS: ' https://cdn.tilawat.com.bd/lessons/ , https://media.example.org:8443' })
        .MEDIA_ORIGINS,
    ).toEqual(['https://cdn.tilawat.com.bd', 'https://media.example.org:8443']);
  });

  it('treats an empty variable as unset and drops a trailing slash', () => {
    expect(parseEnv({ API_ORIGIN: '', SITE_ORIGIN: 'https://tilawat.com.bd/' })).toMatchObject({
      API_ORIGIN: 'http://localhost:4000',
      SITE_ORIGIN: 'https://tilawat.com.bd',
    });
  });

  it('reads the revalidation window as a number', () => {
    expect(parseEnv({ API_REVALIDATE_SECONDS: '0' }).API_REVALIDATE_SECONDS).toBe(0);
  });

  it.each([
    { given: { API_ORIGIN: 'localhost:4000' }, names: 'API_ORIGIN' },
    { given: { API_ORIGIN: 'ftp://example.com' }, names: 'API_ORIGIN' },
    { given: { API_REVALIDATE_SECONDS: '-1' }, names: 'API_REVALIDATE_SECONDS' },
    { given: { MEDIA_ORIGINS: 'cdn.tilawat.com.bd' }, names: 'MEDIA_ORIGINS' },
    { given: { NODE_ENV: 'staging' }, names: 'NODE_ENV' },
    { given: { VITALS_SAMPLE_RATE: '1.5' }, names: 'VITALS_SAMPLE_RATE' },
    { given: { VITALS_SAMPLE_RATE: 'all' }, names: 'VITALS_SAMPLE_RATE' },
  ])('refuses $given, naming $names', ({ given, names }) => {
    expect(() => parseEnv(given)).toThrow(names);
  });
});
