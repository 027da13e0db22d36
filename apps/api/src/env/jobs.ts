// The environment of the background jobs (issue 37): whether this process works the queues, how often an
// idle worker looks, how quickly a dead host's job is taken back, and the engine's own connections.
import { z } from 'zod';

export const jobsSchema = z.object({
  /**
   * `on` (the default): this process works the job queues (messages, clean-up, and with VIDEO_WORKER the
   * media). `off`: it only queues jobs for other processes (a host kept for learners' requests). Every
   * process queues; at least one must work, or messages wait.
   */
  JOB_WORKERS: z.enum(['on', 'off']).default('on'),
  /**
   * `on` (the default): this process registers the recurring jobs (the nightly clean-up) and takes its turn
   * queuing them when due (one process does, whichever). `off`: it never queues a recurring job (the tests,
   * whose clocks stand still while the night's clean-up would read the real one).
   */
  JOB_SCHEDULES: z.enum(['on', 'off']).default('on'),
  /**
   * `on` (the default): this process also works the media queues — lesson videos into HLS, practice audio
   * into AAC and Opus — which need ffmpeg (its readiness checks for it). `off`: a host without ffmpeg.
   */
  VIDEO_WORKER: z.enum(['on', 'off']).default('on'),
  /**
   * How often an idle worker looks for jobs, in seconds. A job committed on any host wakes the workers at
   * once (LISTEN/NOTIFY), so this only bounds a missed wake-up. At least 0.5.
   */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(3600).default(10),
  /**
   * How often a host looks for jobs whose worker died (its heartbeat stopped) or ran past its time, and
   * hands them to another: a lesson video whose host was killed is taken again within about twice this.
   */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * PostgreSQL: the job engine's own connections in each process, beside DATABASE_POOL_MAX (one of them
   * listens for new jobs). Count both against the server's `max_connections`.
   */
  JOB_POOL_MAX: z.coerce.number().int().min(2).max(100).default(4),
  /**
   * The pause before an SMS or e-mail the gateway did not take is tried again, in seconds; doubled for
   * each later try (5 tries in all, at most a minute apart), so about two minutes with the default 5.
   */
  MESSAGE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  /**
   * The pause before a lesson video or a practice audio whose conversion failed (or whose host died) is
   * tried again, in seconds; doubled for the third try (3 tries in all).
   */
  MEDIA_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});
