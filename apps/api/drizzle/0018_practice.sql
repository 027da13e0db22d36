CREATE TABLE "practice_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"learner_id" uuid,
	"surah" integer NOT NULL,
	"ayah_from" integer NOT NULL,
	"ayah_to" integer NOT NULL,
	"focus" text,
	"due_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_audio" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"size" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"container" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_ayah_verdicts" (
	"practice_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"ayah" integer NOT NULL,
	"verdict" text NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_ayah_verdicts_practice_id_round_ayah_pk" PRIMARY KEY("practice_id","round","ayah")
);
--> statement-breakpoint
CREATE TABLE "practice_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"ayah" integer NOT NULL,
	"word" integer NOT NULL,
	"word_text" text NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"note" text,
	"correction_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"practice_id" uuid NOT NULL,
	"ayah" integer NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" integer NOT NULL,
	"learner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_audio" ADD CONSTRAINT "practice_audio_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ayah_verdicts" ADD CONSTRAINT "practice_ayah_verdicts_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_ayah_verdicts" ADD CONSTRAINT "practice_ayah_verdicts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_marks" ADD CONSTRAINT "practice_marks_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_marks" ADD CONSTRAINT "practice_marks_correction_id_practice_audio_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."practice_audio"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_marks" ADD CONSTRAINT "practice_marks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_recordings" ADD CONSTRAINT "practice_recordings_id_practice_audio_id_fk" FOREIGN KEY ("id") REFERENCES "public"."practice_audio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_recordings" ADD CONSTRAINT "practice_recordings_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."practice_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_assignments_batch_id_created_at_index" ON "practice_assignments" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_assignments_learner_id_index" ON "practice_assignments" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "practice_audio_status_created_at_index" ON "practice_audio" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_marks_practice_id_round_ayah_word_category_index" ON "practice_marks" USING btree ("practice_id","round","ayah","word","category");--> statement-breakpoint
CREATE INDEX "practice_marks_correction_id_index" ON "practice_marks" USING btree ("correction_id");--> statement-breakpoint
CREATE INDEX "practice_recordings_practice_id_ayah_created_at_index" ON "practice_recordings" USING btree ("practice_id","ayah","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practices_assignment_id_learner_id_index" ON "practices" USING btree ("assignment_id","learner_id");--> statement-breakpoint
CREATE INDEX "practices_learner_id_index" ON "practices" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "practices_status_submitted_at_index" ON "practices" USING btree ("status","submitted_at");