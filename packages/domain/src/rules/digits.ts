/** Bengali digits a learner may type (০–৯) become ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/** ASCII digits as Bengali digits (০–৯), nothing else changed: 128 → '১২৮'. */
export function toBengaliDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
}
