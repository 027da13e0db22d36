-- Memorisation (issue 41, decision 0030): teachers' targets, each learner's place in a target, the units they
-- memorised with FSRS's card, every rating, the day's recitations; and the practice that recites a part of a day.
CREATE TABLE "hifz_plans" (
	"learner_id" uuid NOT NULL,
	"target_id" integer NOT NULL,
	"next_ayah" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hifz_plans_learner_id_target_id_pk" PRIMARY KEY("learner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "hifz_recitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" uuid NOT NULL,
	"target_id" integer NOT NULL,
	"day" date NOT NULL,
	"tier" text NOT NULL,
	"first_ayah" integer NOT NULL,
	"last_ayah" integer NOT NULL,
	"assignment_id" integer,
	"self_rating" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hifz_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"source" text NOT NULL,
	"rating" text NOT NULL,
	"practice_id" uuid,
	"round" integer,
	"reviewed_by" uuid NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hifz_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"learner_id" uuid,
	"first_ayah" integer NOT NULL,
	"last_ayah" integer NOT NULL,
	"daily_new" integer NOT NULL,
	"daily_limit" integer NOT NULL,
	"unit_ayahs" integer NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hifz_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"learner_id" uuid NOT NULL,
	"first_ayah" integer NOT NULL,
	"last_ayah" integer NOT NULL,
	"introduced_on" date,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"last_rating" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD COLUMN "hifz_tier" text;--> statement-breakpoint
ALTER TABLE "hifz_plans" ADD CONSTRAINT "hifz_plans_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_plans" ADD CONSTRAINT "hifz_plans_target_id_hifz_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."hifz_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_recitations" ADD CONSTRAINT "hifz_recitations_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_recitations" ADD CONSTRAINT "hifz_recitations_target_id_hifz_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."hifz_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_recitations" ADD CONSTRAINT "hifz_recitations_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."practice_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_reviews" ADD CONSTRAINT "hifz_reviews_unit_id_hifz_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hifz_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_reviews" ADD CONSTRAINT "hifz_reviews_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_reviews" ADD CONSTRAINT "hifz_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_targets" ADD CONSTRAINT "hifz_targets_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_targets" ADD CONSTRAINT "hifz_targets_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_targets" ADD CONSTRAINT "hifz_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_units" ADD CONSTRAINT "hifz_units_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hifz_recitations_learner_id_target_id_day_tier_first_ayah_index" ON "hifz_recitations" USING btree ("learner_id","target_id","day","tier","first_ayah");--> statement-breakpoint
CREATE UNIQUE INDEX "hifz_recitations_assignment_id_index" ON "hifz_recitations" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "hifz_reviews_unit_id_reviewed_at_index" ON "hifz_reviews" USING btree ("unit_id","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hifz_targets_batch_key" ON "hifz_targets" USING btree ("batch_id") WHERE "hifz_targets"."learner_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "hifz_targets_learner_key" ON "hifz_targets" USING btree ("batch_id","learner_id") WHERE "hifz_targets"."learner_id" is not null;--> statement-breakpoint
CREATE INDEX "hifz_targets_learner_id_index" ON "hifz_targets" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hifz_units_learner_id_first_ayah_index" ON "hifz_units" USING btree ("learner_id","first_ayah");--> statement-breakpoint
CREATE INDEX "hifz_units_learner_id_due_index" ON "hifz_units" USING btree ("learner_id","due");