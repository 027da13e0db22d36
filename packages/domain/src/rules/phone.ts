import { toAsciiDigits } from './digits';
import { inputLimits } from './limits';

/** The contract's BdPhone: 01, then 3–9, then 8 digits, with or without +88 or 88. */
const BD_PHONE = new RegExp(inputLimits.phonePattern);

/**
 * A Bangladeshi mobile number (01 then 3–9 then 8 digits), typed with or without +88/88, spaces or dashes, in
 * ASCII or Bengali digits, as the api stores it (docs/decisions/0014-sign-in-flow.md): +8801XXXXXXXXX; null
 * when it is not one.
 */
export function normalizeBdPhone(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/[\s\-()]/g, '');
  return BD_PHONE.test(digits) ? `+88${digits.slice(-11)}` : null;
}
