// How an area joins the api (issue 36): one `defineModule` per area (`modules/<area>/<area>.module.ts`),
// whose `create` takes what the area needs — the shared infrastructure and the few services of other
// areas it uses — and answers its contract handlers, its routes outside the contract, its background
// workers, and the services other areas are given. `modules/index.ts` creates them in order; `app.ts`
// registers what they answer.
import type { FastifyInstance } from 'fastify';
import type { ContractHandlers } from './handlers';

/** Background work of this process: started when the app is ready, stopped when it closes. */
export interface Worker {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** What an area gives the api. */
export interface ModuleParts<Services = unknown> {
  /** The contract's operations it answers, by version and operationId. */
  handlers: ContractHandlers[];
  /** Plain Fastify routes outside the contract, registered after it. */
  routes?: ((app: FastifyInstance) => Promise<void>)[];
  workers?: Worker[];
  /** What other areas are given (through `modules/index.ts`, never by importing this one's services). */
  services: Services;
}

export interface ApiModule<Deps, Services> {
  /** The area's folder name under `src/modules/`. */
  name: string;
  create(deps: Deps): ModuleParts<Services>;
}

/** An area's one registration function, typed by what it needs and what it gives. */
export const defineModule = <Deps, Services>(module: ApiModule<Deps, Services>) => module;
