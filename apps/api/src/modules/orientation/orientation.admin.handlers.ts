import type { AdminSchemas } from '@tilawat/sdk/admin';
import type { ContractHandlers } from '../../core/handlers';
import { mapPage } from '../../core/paging';
import type { OrientationAdmin } from './orientation.admin.service';
import type { OrientationRow } from './orientation.repository';

/** A webinar as the console's contract writes it (AdminOrientation). */
const adminOrientationJson = ({
  orientation,
  taken,
}: {
  orientation: OrientationRow;
  taken: number;
}): AdminSchemas['AdminOrientation'] => ({
  id: orientation.id,
  title: orientation.title,
  description: orientation.description,
  host: orientation.host,
  starts_at: orientation.startsAt.toISOString(),
  duration_minutes: orientation.durationMinutes,
  seats_total: orientation.seatsTotal,
  seats_booked: taken,
  join_url: orientation.joinUrl,
});

/** The console's orientation webinars (issue 19), admins only. */
export function orientationAdminHandlers(webinars: OrientationAdmin): ContractHandlers {
  return {
    admin: {
      adminListOrientations: async ({ query }) => ({
        data: mapPage(await webinars.list(query), adminOrientationJson),
      }),
      adminCreateOrientation: async ({ body, user }) => ({
        data: adminOrientationJson(await webinars.create(user, body)),
      }),
      adminUpdateOrientation: async ({ params, body, user }) => ({
        data: adminOrientationJson(await webinars.update(user, params.id, body)),
      }),
    },
  };
}
