-- issue 37: the scheduled clean-up. When a replaced rendition and an audio no one can reach were first found
-- so (their files go a grace period later), when a failed audio's files were deleted, and the refresh tokens
-- by expiry (the tokens that expired a month ago are deleted each night). Only additions: nullable columns and
-- an index, so a replica of the release before runs beside it.
ALTER TABLE "video_jobs" ADD COLUMN "unused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_audio" ADD COLUMN "unused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_audio" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_at_index" ON "refresh_tokens" USING btree ("expires_at");