/**
 * Where this device keeps what it keeps (localStorage in the browser): the session's decoded user, a
 * running exam's answers, unsent progress reports. localStorage's own methods, so the browser passes
 * `window.localStorage` as it is; `length` and `key` let a logout find every copy of a kind.
 */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** How many items are kept. */
  readonly length: number;
  /** The name of the `index`th item (null past the end). */
  key(index: number): string | null;
}
