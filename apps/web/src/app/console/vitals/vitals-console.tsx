'use client';

import { webVitals } from '@tilawat/domain/rules';
import { unwrap } from '@tilawat/sdk';
import { useId, useState } from 'react';
import { PagePlaceholder } from '~/components/page-placeholder';
import { ReadView } from '~/components/read-view';
import { consoleBn } from '~/copy/console';
import { useRead } from '~/lib/reads/use-read';
import { parseWindow, routesOf, targetText, VITALS_WINDOWS, type VitalsWindow } from '~/lib/vitals-report';
import styles from '../console.module.css';
import { ConsoleForbidden } from '../forbidden';
import { useConsole, withAdmin } from '../use-console';
import vitals from './vitals.module.css';
import { VitalsTable } from './vitals-table';

const copy = consoleBn.vitals;

/**
 * The field data (admins): `GET /api/v3/admin/vitals` over the last 7 or 28 days (radio buttons: a
 * keyboard moves between them with the arrow keys), the targets they are held to, and a small table per
 * page of the site, the busiest first.
 */
export function VitalsConsole() {
  const access = useConsole('/console/vitals');
  const [days, setDays] = useState<VitalsWindow>(7);
  const name = useId();
  const report = useRead(
    `console-vitals:${days}`,
    withAdmin(access, (admin) => unwrap(admin.GET('/vitals', { params: { query: { days } } }))),
  );

  if (access.status === 'loading') return <PagePlaceholder minHeight="32rem" />;
  if (access.status === 'forbidden') return <ConsoleForbidden role={access.role} />;

  return (
    <>
      <fieldset className={vitals.windows}>
        <legend>{copy.windowLegend}</legend>
        {VITALS_WINDOWS.map((span) => (
          <label key={span}>
            <input
              type="radio"
              name={name}
              value={span}
              checked={days === span}
              onChange={(event) => setDays(parseWindow(event.target.value))}
            />
            {copy.window(span)}
          </label>
        ))}
      </fieldset>
      <section aria-labelledby="vitals-targets">
        <h2 id="vitals-targets" className={styles.sectionTitle}>
          {copy.targetsTitle}
        </h2>
        <p>{copy.targets}</p>
        <ul className={styles.plainList}>
          {webVitals.order.map((metric) => (
            <li key={metric}>
              <strong>{metric}</strong> {copy.names[metric]}: {targetText(metric)}
            </li>
          ))}
        </ul>
      </section>
      <ReadView state={report}>
        {(data) => {
          const routes = routesOf(data);
          return (
            <section aria-labelledby="vitals-routes">
              <h2 id="vitals-routes" className={styles.sectionTitle}>
                {copy.between(data.since, data.until)}
              </h2>
              {routes.length === 0 ? (
                <p>{copy.empty}</p>
              ) : (
                <div className={vitals.routes}>
                  {routes.map((route) => (
                    <VitalsTable key={route.route} route={route} />
                  ))}
                </div>
              )}
            </section>
          );
        }}
      </ReadView>
    </>
  );
}
