-- Guardians (issue 41, decision 0030): learners' pairing codes (hashed), who follows whom, each guardian's weekly
-- summary setting and the summaries sent (one a guardian and week).
CREATE TABLE "guardian_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"guardian_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_links_guardian_id_learner_id_pk" PRIMARY KEY("guardian_id","learner_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_settings" (
	"guardian_id" uuid PRIMARY KEY NOT NULL,
	"weekly_summary" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_summaries" (
	"guardian_id" uuid NOT NULL,
	"week" date NOT NULL,
	"channel" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardian_summaries_guardian_id_week_pk" PRIMARY KEY("guardian_id","week")
);
--> statement-breakpoint
ALTER TABLE "guardian_codes" ADD CONSTRAINT "guardian_codes_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_codes" ADD CONSTRAINT "guardian_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_settings" ADD CONSTRAINT "guardian_settings_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_summaries" ADD CONSTRAINT "guardian_summaries_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_codes_code_hash_index" ON "guardian_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "guardian_codes_learner_id_index" ON "guardian_codes" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "guardian_links_learner_id_index" ON "guardian_links" USING btree ("learner_id");