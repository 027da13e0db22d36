CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"course_id" integer,
	"preferred_time" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_attendance" (
	"live_class_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_attendance_live_class_id_user_id_pk" PRIMARY KEY("live_class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "recording_progress" (
	"user_id" uuid NOT NULL,
	"recording_id" integer NOT NULL,
	"watched_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recording_progress_user_id_recording_id_pk" PRIMARY KEY("user_id","recording_id")
);
--> statement-breakpoint
CREATE TABLE "resource_opens" (
	"user_id" uuid NOT NULL,
	"recording_id" integer NOT NULL,
	"key" text NOT NULL,
	"first_opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resource_opens_user_id_recording_id_key_pk" PRIMARY KEY("user_id","recording_id","key")
);
--> statement-breakpoint
CREATE TABLE "orientation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orientation_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"booked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orientations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"host" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seats_total" integer NOT NULL,
	"join_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_progress" ADD CONSTRAINT "recording_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_progress" ADD CONSTRAINT "recording_progress_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_opens" ADD CONSTRAINT "resource_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_opens" ADD CONSTRAINT "resource_opens_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_bookings" ADD CONSTRAINT "orientation_bookings_orientation_id_orientations_id_fk" FOREIGN KEY ("orientation_id") REFERENCES "public"."orientations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orientation_bookings" ADD CONSTRAINT "orientation_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_phone_day_index" ON "leads" USING btree ("phone","day");--> statement-breakpoint
CREATE INDEX "class_attendance_user_id_index" ON "class_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orientation_bookings_orientation_id_user_id_index" ON "orientation_bookings" USING btree ("orientation_id","user_id");--> statement-breakpoint
CREATE INDEX "orientation_bookings_user_id_index" ON "orientation_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orientations_starts_at_index" ON "orientations" USING btree ("starts_at");