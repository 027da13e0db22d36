CREATE TABLE "video_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recording_id" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"filename" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_jobs" ADD CONSTRAINT "video_jobs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_jobs_recording_id_created_at_index" ON "video_jobs" USING btree ("recording_id","created_at");--> statement-breakpoint
CREATE INDEX "video_jobs_status_created_at_index" ON "video_jobs" USING btree ("status","created_at");