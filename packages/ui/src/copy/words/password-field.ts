export const passwordField = {
  label: 'পাসওয়ার্ড',
  /** Visible text of the toggle; the accessible name adds "পাসওয়ার্ড" before it. */
  show: 'দেখান',
  hide: 'লুকান',
  subject: 'পাসওয়ার্ড',
} as const;
