CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"module_id" integer,
	"title" text NOT NULL,
	"instructions" text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pass_marks" integer NOT NULL,
	"attempts_allowed" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"prerequisite_exam_id" integer
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"correct" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"arabic_text" text,
	"marks" integer NOT NULL,
	"accepted_answers" text[] DEFAULT '{}'::text[] NOT NULL,
	"diacritics_optional" boolean DEFAULT false NOT NULL,
	"teacher_review" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"passed" boolean,
	"review" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_prerequisite_exam_id_exams_id_fk" FOREIGN KEY ("prerequisite_exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_batch_id_index" ON "exams" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "exams_module_id_index" ON "exams" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "question_options_question_id_position_index" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "questions_exam_id_position_index" ON "questions" USING btree ("exam_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_exam_id_user_id_number_index" ON "submissions" USING btree ("exam_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_running" ON "submissions" USING btree ("exam_id","user_id") WHERE "submissions"."status" = 'in-progress';