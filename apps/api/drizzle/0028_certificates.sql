-- Certificates (issue 40, decision 0027): a batch's completion rule, and the certificates issued by it or
-- by hand. One standing certificate per learner and batch (a partial unique index): issued exactly once.
CREATE TABLE "certificate_rules" (
	"batch_id" integer PRIMARY KEY NOT NULL,
	"exams_passed" boolean NOT NULL,
	"attendance_percent" integer,
	"final_recitation_id" integer,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"batch_id" integer NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"batch_name" text NOT NULL,
	"teacher_name" text NOT NULL,
	"completed_on" date NOT NULL,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"pdf_stored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_final_recitation_id_practice_assignments_id_fk" FOREIGN KEY ("final_recitation_id") REFERENCES "public"."practice_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_index" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_standing" ON "certificates" USING btree ("user_id","batch_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_batch_id_index" ON "certificates" USING btree ("batch_id");