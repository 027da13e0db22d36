// What an operator may read of a background job's data (issue 37): the records it names, never what it
// carries. A message's job holds `{ outboxId }` and the outbox row holds the learner's code; the console
// shows `outbox:42`, and whoever needs the row looks it up by that.

/** An id a job may name its record by: a whole number or a uuid. */
const ID_VALUE = /^(?:[0-9]{1,19}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A field that names a record: `outboxId`, `videoJobId`, `audio_id`. */
const ID_FIELD = /^([a-z][a-zA-Z0-9]{0,39})Id$|^([a-z][a-z0-9_]{0,39})_id$/;
/** The contract's longest `about`: records past it are left out. */
const MAX_LENGTH = 200;

/** `videoJob` or `video_job` → `video-job`. */
const kindOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();

/**
 * The records a job's `data` names, as `kind:id` joined by `, ` (`{ outboxId: 42 }` → `outbox:42`,
 * `{ videoJobId: '6d1f…' }` → `video-job:6d1f…`); null when it names none (a scheduled clean-up). Only
 * a field named `…Id` (or `…_id`) whose value is an id is read: whatever else a queue puts in its data
 * (a recipient, a text, a key) never reaches the console.
 */
export function jobReference(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const references: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    const name = ID_FIELD.exec(field);
    const kind = name?.[1] ?? name?.[2];
    if (!kind) continue;
    const id =
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : typeof value === 'string' && ID_VALUE.test(value)
          ? value.toLowerCase()
          : null;
    if (id === null) continue;
    const next = [...references, `${kindOf(kind)}:${id}`];
    if (next.join(', ').length > MAX_LENGTH) break;
    references.push(`${kindOf(kind)}:${id}`);
  }
  return references.length > 0 ? references.join(', ') : null;
}
