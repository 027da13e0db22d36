import Bowser from 'bowser';
import { msg } from '../../copy/messages';

/** What a session is called when its browser said nothing readable. */
export const UNKNOWN_DEVICE = msg.unknownDevice;

/**
 * A signed-in device in words a learner recognises, from its browser's user agent: the browser and
 * the system ("Chrome · Android", "Safari · iOS"), or {@link UNKNOWN_DEVICE}.
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const parts = [parsed.browser.name, parsed.os.name].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ').slice(0, 120) : UNKNOWN_DEVICE;
}
