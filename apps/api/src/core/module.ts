// How an area joins the api (issue 36): one `defineModule` per area (`modules/<area>/<area>.module.ts`),
// whose `create` takes what the area needs — the shared infrastructure and the few services of other
// areas it uses — and answers its contract handlers, its routes outside the contract, its background
// workers, and the services other areas are given. `modules/index.ts` creates them in order; `app.ts`
// registers what they answer.
import type { FastifyInstance } from 'fastify';
import type { ContractHandlers } from './handlers';
import type { QueueDefinition } from './jobs';

/**
 * Work of this process alone (a sweep of its own disk): started when the app is ready, stopped when it
 * closes. Work any host may do is a job queue instead (`jobs`).
 */
export interface Worker {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** How a job queue stands now (`/metrics`): read from the database, so every process sees the same. */
export interface QueueStats {
  /** Jobs waiting for a worker. */
  waiting: number;
  /** Jobs a worker holds now. */
  running: number;
  /** Jobs that failed for good, kept for the operator. */
  failed: number;
  /** How long the oldest waiting job has waited, in seconds (0 when none waits). */
  oldestWaitingSeconds: number;
}

/** A queue of background jobs as `/metrics` reads it. */
export interface JobQueue {
  /** The queue's name on the metrics (`learning.video`, `practice.audio`). */
  name: string;
  stats(): Promise<QueueStats>;
}

/** What an area gives the api. */
export interface ModuleParts<Services = unknown> {
  /** The contract's operations it answers, by version and operationId. */
  handlers: ContractHandlers[];
  /** Plain Fastify routes outside the contract, registered after it. */
  routes?: ((app: FastifyInstance) => Promise<void>)[];
  workers?: Worker[];
  /** Its job queues (core/jobs.ts), run by the job engine on whichever host works them. */
  jobs?: QueueDefinition[];
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
