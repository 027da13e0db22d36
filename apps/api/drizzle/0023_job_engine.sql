-- issue 37: the job engine (pg-boss) hands each try to one worker and finds dead hosts by heartbeat; the
-- hand-written leases are gone.
ALTER TABLE "video_jobs" DROP COLUMN "lease_until";--> statement-breakpoint
ALTER TABLE "practice_audio" DROP COLUMN "lease_until";