/**
 * The answer of a v3 call without its `data` envelope, typed:
 * `const courses = await unwrap(api.v3.GET('/course', {}))`.
 * Failures already reject with an `ApiError`.
 */
export async function unwrap<T>(call: Promise<{ data?: { data: T } }>): Promise<T> {
  const { data } = await call;
  return (data as { data: T }).data;
}

/**
 * The answer of a v2 call (plain bodies), typed and no longer optional:
 * `const me = await expectData(api.v2.GET('/user/me', {}))`.
 */
export async function expectData<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/** A FormData body serializer for multipart operations such as `POST /user/upload-avatar`. */
export function formData(body: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, value);
  return form;
}
