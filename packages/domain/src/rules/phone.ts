/** Bengali digits a learner may type (০–৯) become ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

const BD_MOBILE = /^01[3-9]\d{8}$/;

/**
 * A Bangladeshi mobile number (01 then 3–9 then 8 digits), typed with or without +88/88, spaces or
 * dashes, in ASCII or Bengali digits, as DESIGN.md §3 stores it: +8801XXXXXXXXX; null when it is not one.
 */
export function normalizeBdPhone(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/[\s\-()]/g, '');
  const local = digits.replace(/^\+?88(?=01)/, '');
  return BD_MOBILE.test(local) ? `+88${local}` : null;
}
