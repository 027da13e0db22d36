import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API } from './servers';

let counter = 0;
/** A Bangladeshi mobile number no other e2e test of this run uses. */
export function newPhone(): string {
  counter += 1;
  return `0171${String(Date.now() % 100_000).padStart(5, '0')}${String(counter).padStart(2, '0')}`;
}

/** The newest one-time code sent to a phone, read from the api's outbox (as a person trying the site does). */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const recipient = `+88${phone}`;
  let code: string | undefined;
  await expect(async () => {
    const answer = await request.get(`${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
    const { items } = (await answer.json()) as { items: { body: string }[] };
    code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code as string;
}

/** Types a code into the six-cell OTP input (it advances by itself). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel(/১ নম্বর ঘর/).click();
  await page.keyboard.type(code);
}
