// The nightly clean-up's queues are scheduled with the job engine when the api starts (issue 37): one per
// area that keeps data, at night in Dhaka, a few minutes apart.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp } from '../../test/helpers';
import { JOB_SCHEMA } from '../infra/jobs/jobs.repository';

let t: TestApp;
appForFile(
  (app) => {
    t = app;
  },
  { JOB_SCHEDULES: 'on' },
);

describe('the clean-up schedules', () => {
  it('are registered with the job engine, each area’s at its own minute of the night in Asia/Dhaka', async () => {
    const { rows } = (await t.db.execute(
      sql`select name, cron, timezone from ${sql.identifier(JOB_SCHEMA)}.schedule where name like '%.cleanup' order by name`,
    )) as unknown as { rows: { name: string; cron: string; timezone: string }[] };
    expect(rows).toEqual(
      [
        ['accounts.cleanup', '0 2 * * *'],
        ['activity.cleanup', '5 2 * * *'],
        ['audit.cleanup', '10 2 * * *'],
        ['learning.cleanup', '15 2 * * *'],
        ['ops.cleanup', '25 2 * * *'],
        ['practice.cleanup', '20 2 * * *'],
        ['vitals.cleanup', '30 2 * * *'],
      ].map(([name, cron]) => ({ name, cron, timezone: 'Asia/Dhaka' })),
    );
  });
});
