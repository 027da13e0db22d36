import type { Message } from '../../core/notifier';
import { type DeliveryDriver, DeliveryError } from './delivery';

/** The request shapes the SMS driver speaks (env `SMS_PROVIDER`). */
export const SMS_PROVIDERS = ['bulksmsbd', 'json'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

export interface SmsSettings {
  /** The gateway's send endpoint (`https://bulksmsbd.net/api/smsapi`). */
  url: string;
  provider: SmsProvider;
  apiKey: string;
  /** The approved sender id or masking name; `bulksmsbd` needs one. */
  senderId?: string;
  /** One request's limit: connecting, sending and the gateway's answer. */
  timeoutMs?: number;
  /** Node's global fetch unless a test gives another. */
  fetch?: typeof fetch;
}

/** A Bangladeshi mobile number as the api stores it (`+8801712345678`) → `8801712345678`. */
export function gatewayNumber(recipient: string): string {
  const digits = recipient.replace(/^\+/, '');
  if (!/^8801[3-9]\d{8}$/.test(digits)) {
    throw new DeliveryError('sms: not a Bangladeshi mobile number', true);
  }
  return digits;
}

/**
 * BulkSMSBD's answer codes (`response_code`): 202 is accepted; of the rest only an internal error of
 * the gateway (1005) is worth another try — a wrong number, sender id, key or an empty balance is not.
 */
const BULKSMSBD_ACCEPTED = 202;
const BULKSMSBD_TRANSIENT = new Set([1005]);

interface GatewayRequest {
  headers: Record<string, string>;
  body: string;
}

const shapes: Record<SmsProvider, (settings: SmsSettings, message: Message) => GatewayRequest> = {
  // BulkSMSBD and the many gateways shaped like it: a form of api_key, type, senderid, number, message.
  bulksmsbd: (settings, message) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams({
      api_key: settings.apiKey,
      type: 'text',
      senderid: settings.senderId ?? '',
      number: gatewayNumber(message.recipient),
      message: message.body,
    }).toString(),
  }),
  // A generic JSON gateway: `{ to, message, sender }` with the key as a bearer token.
  json: (settings, message) => {
    gatewayNumber(message.recipient);
    return {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({
        to: message.recipient,
        message: message.body,
        ...(settings.senderId ? { sender: settings.senderId } : {}),
      }),
    };
  },
};

/** The gateway's refusal inside a 2xx answer, if any. */
function refusalOf(provider: SmsProvider, text: string): DeliveryError | undefined {
  let answer: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') answer = parsed as Record<string, unknown>;
  } catch {
    // not JSON
  }
  if (provider === 'bulksmsbd') {
    const code = Number(answer?.response_code);
    if (code === BULKSMSBD_ACCEPTED) return undefined;
    const reason = String(answer?.error_message ?? answer?.success_message ?? text).slice(0, 200);
    return new DeliveryError(
      `sms bulksmsbd ${Number.isFinite(code) ? code : 'answer'}: ${reason}`,
      Number.isFinite(code) && !BULKSMSBD_TRANSIENT.has(code),
    );
  }
  if (answer && (answer.success === false || answer.ok === false || answer.error)) {
    return new DeliveryError(
      `sms json: ${String(answer.error ?? answer.message ?? 'refused').slice(0, 200)}`,
    );
  }
  return undefined;
}

/**
 * The SMS driver for Bangladeshi bulk-SMS gateways over HTTP: one POST per message, in UTF-8 (Bengali
 * as it is), bounded by a timeout. Refused: a non-2xx answer (a 4xx other than 408/429 is permanent)
 * or a 2xx whose body carries the gateway's error code. One try per call: the Notifier retries.
 */
export function createSmsDriver(settings: SmsSettings): DeliveryDriver {
  const { url, provider, timeoutMs = 8_000, fetch: send = globalThis.fetch } = settings;
  return {
    name: `sms:${provider}`,
    async deliver(message) {
      const request = shapes[provider](settings, message);
      let response: Response;
      let text: string;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { accept: 'application/json', ...request.headers },
          body: request.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const {
          name,
          message: text,
          cause,
        } = error as Error & { cause?: { code?: string; message?: string } };
        // fetch says only "fetch failed": the cause says why (its code, else its words)
        const why = cause?.code ?? cause?.message;
        throw new DeliveryError(
          name === 'TimeoutError'
            ? `sms ${provider}: no answer in ${timeoutMs} ms`
            : `sms ${provider}: ${text}${why ? ` (${why})` : ''}`,
        );
      }
      if (!response.ok) {
        const permanent = response.status < 500 && response.status !== 408 && response.status !== 429;
        throw new DeliveryError(`sms ${provider} HTTP ${response.status}: ${text.slice(0, 200)}`, permanent);
      }
      const refusal = refusalOf(provider, text);
      if (refusal) throw refusal;
    },
  };
}
