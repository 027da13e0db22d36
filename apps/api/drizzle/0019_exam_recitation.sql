ALTER TABLE "questions" ADD COLUMN "surah" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "ayah_from" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "ayah_to" integer;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD COLUMN "exam_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD COLUMN "exam_question_id" integer;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_exam_submission_id_submissions_id_fk" FOREIGN KEY ("exam_submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_exam_question_id_questions_id_fk" FOREIGN KEY ("exam_question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_assignments_exam_submission_id_exam_question_id_index" ON "practice_assignments" USING btree ("exam_submission_id","exam_question_id");