CREATE TABLE "learner_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"playback_rate" real NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_progress" ADD COLUMN "position_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_preferences" ADD CONSTRAINT "learner_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- the furthest position is the best guess of where a learner stopped before positions were kept
UPDATE "recording_progress" SET "position_seconds" = "watched_seconds";
