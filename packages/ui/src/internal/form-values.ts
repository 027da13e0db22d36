/** Reads the named string fields of a form (the auth screens are uncontrolled forms). */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
