import type { ContractHandlers } from '../../core/handlers';
import type { VitalsService } from './vitals.service';

/**
 * The beacon's path: the one the api's CORS answers with `Access-Control-Allow-Credentials` (app.ts), since
 * a browser sends a JSON beacon cross-origin with credentials and drops it unless they are allowed.
 */
const BEACON_PATH = '/api/v3/vitals';

/** Whether a request's URL (path and query) is the field data's beacon. */
export function isBeaconPath(url: string): boolean {
  return url.split('?')[0] === BEACON_PATH;
}

/** The learners' browsers' field data (v3): kept, answered 204 without a body. */
export function vitalsHandlers(vitals: VitalsService): ContractHandlers {
  return {
    v3: {
      v3RecordVitals: async ({ body }) => {
        await vitals.record(body);
      },
    },
  };
}
