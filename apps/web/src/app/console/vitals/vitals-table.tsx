import { formatNumber } from '@tilawat/domain';
import { consoleBn } from '~/copy/console';
import { type RouteVitals, targetText, vitalText } from '~/lib/vitals-report';
import vitals from './vitals.module.css';

const copy = consoleBn.vitals;

export interface VitalsTableProps {
  /** One route's 75th percentiles, every metric in the console's order. */
  route: RouteVitals;
}

/**
 * One page of the site (its route template) as a small table of three columns, narrow enough for a
 * phone: each metric by its name with its target under it (a row header), its 75th percentile with the
 * rating in words under it (good, needs improvement, poor: the colour only repeats the word), and how many
 * values it is read from. A metric nobody measured there (INP needs a tap) says so. No pager: a page has
 * four metrics.
 */
export function VitalsTable({ route }: VitalsTableProps) {
  return (
    <table className={vitals.table}>
      <caption>
        {copy.caption(route.route)} <span className={vitals.muted}>({copy.routeVisits(route.count)})</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{copy.metric}</th>
          <th scope="col" className={vitals.end}>
            {copy.p75}
          </th>
          <th scope="col" className={vitals.end}>
            {copy.count}
          </th>
        </tr>
      </thead>
      <tbody>
        {route.metrics.map((cell) => (
          <tr key={cell.name}>
            <th scope="row">
              <strong>{cell.name}</strong> {copy.names[cell.name]}
              <span className={vitals.line}>{copy.target(targetText(cell.name))}</span>
            </th>
            <td className={vitals.end}>
              {cell.measured ? (
                <>
                  {vitalText(cell.name, cell.measured.p75)}
                  <span className={vitals.line}>
                    <span className={vitals.rating} data-rating={cell.measured.rating}>
                      {copy.ratings[cell.measured.rating]}
                    </span>
                  </span>
                </>
              ) : (
                <span className={vitals.muted}>{copy.noneYet}</span>
              )}
            </td>
            <td className={vitals.end}>{cell.measured ? formatNumber(cell.measured.count) : copy.none}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
