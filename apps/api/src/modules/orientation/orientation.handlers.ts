import type { ContractHandlers } from '../../core/handlers';
import { liveJoinJson } from '../learning/live-join';
import { bookingJson, orientationJson } from './orientation.json';
import type { OrientationService } from './orientation.service';

/** Orientation webinars (v3): the list, booking a seat, the booked learner's join link. */
export function orientationHandlers(orientation: OrientationService): ContractHandlers {
  return {
    v3: {
      v3ListOrientations: async ({ user }) => ({
        data: (await orientation.list(user)).map((row) =>
          orientationJson(row.orientation, row.taken, row.booked),
        ),
      }),

      v3BookOrientation: async ({ body, user, request }) => ({
        data: bookingJson(
          await orientation.book(user, body.orientation, { requestId: request.id, log: request.log }),
        ),
      }),

      v3JoinOrientation: async ({ params, user }) => {
        const { roomUrl, learnerName, window } = await orientation.join(user, params.id);
        return { data: liveJoinJson(roomUrl, learnerName, window) };
      },
    },
  };
}
