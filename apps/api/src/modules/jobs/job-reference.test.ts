import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobReference } from './job-reference';

const uuid = '6d1f2c3b-8a9e-4f70-b1c2-3d4e5f6a7b8c';

/** Fields a queue's data may have: named for a record or not, and anything at all. */
const field = fc.oneof(
  fc.constantFrom('outboxId', 'videoJobId', 'audio_id', 'id', 'recipient', 'body', 'Id', 'x_id'),
  fc.string({ maxLength: 60 }).map((name) => `${name}Id`),
  fc.string(),
);
/** Their values: ids and much that is not. */
const value = fc.oneof(fc.uuid(), fc.nat(), fc.integer(), fc.double(), fc.string(), fc.jsonValue());

describe('jobReference', () => {
  it.each([
    { what: 'a message', given: { outboxId: 42 }, want: 'outbox:42' },
    { what: 'a lesson video', given: { videoJobId: uuid }, want: `video-job:${uuid}` },
    { what: 'a practice audio', given: { audioId: uuid.toUpperCase() }, want: `audio:${uuid}` },
    { what: 'a snake_case field', given: { order_id: '17' }, want: 'order:17' },
    { what: 'two records', given: { batchId: 3, learnerId: uuid }, want: `batch:3, learner:${uuid}` },
    { what: 'a scheduled clean-up', given: {}, want: null },
    { what: 'no data', given: null, want: null },
    { what: 'a list', given: [42], want: null },
    {
      what: 'what is not an id',
      given: {
        outboxId: 'hello',
        phoneId: '+8801712345678',
        fileId: -1,
        partId: 1.5,
        recipient: '+8801712345678',
      },
      want: null,
    },
    {
      what: 'a message text beside its id',
      given: { outboxId: 7, body: 'তিলাওয়াত: আপনার লগইনের কোড ১২৩৪৫৬।', code: '123456' },
      want: 'outbox:7',
    },
  ])('$what → $want', ({ given, want }) => {
    expect(jobReference(given)).toBe(want);
  });

  it('names only ids, by fields named for them, within the contract’s 200 characters', () => {
    fc.assert(
      fc.property(fc.dictionary(field, value), (data) => {
        const about = jobReference(data);
        if (about === null) return;
        expect(about.length).toBeLessThanOrEqual(200);
        for (const reference of about.split(', ')) {
          expect(reference).toMatch(
            /^[a-z][a-z0-9-]*:([0-9]{1,19}|[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12})$/,
          );
        }
        // every value it shows is one of the data's own ids, never anything else it holds
        // (only numbers and strings can be ids: an object, even one whose toString is not a function, is not)
        const values = Object.values(data)
          .filter((value) => typeof value === 'number' || typeof value === 'string')
          .map((value) => String(value).toLowerCase());
        for (const reference of about.split(', ')) {
          expect(values).toContain(reference.slice(reference.indexOf(':') + 1));
        }
      }),
    );
  });
});
