ALTER TABLE "batches" ADD COLUMN "teacher_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_teacher_id_index" ON "batches" USING btree ("teacher_id");