-- issue 40: a learner's days of study (one row per learner and Asia/Dhaka day, with the seconds of lessons
-- watched that day), for their streaks and weekly goal; and the goal itself.
CREATE TABLE "study_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"watched_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_days" ADD CONSTRAINT "study_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_goals" ADD CONSTRAINT "study_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;