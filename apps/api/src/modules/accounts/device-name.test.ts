import { describe, expect, it } from 'vitest';
import { deviceName, UNKNOWN_DEVICE } from './device-name';

describe('deviceName', () => {
  it('names the browser and the system a learner recognises', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox · Windows');
  });

  it('says the device is unknown when the browser says nothing readable', () => {
    expect(deviceName(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceName('')).toBe(UNKNOWN_DEVICE);
    expect(deviceName('curl-ish/1.0')).toBe(UNKNOWN_DEVICE);
  });
});
