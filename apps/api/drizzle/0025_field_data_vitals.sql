-- issue 38: field data — Core Web Vitals from learners' browsers, anonymous by their columns (route template,
-- metric, value, how the page was reached, the day in Asia/Dhaka); deleted 35 days on by vitals.cleanup.
CREATE TABLE "vital_measurements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"navigation_type" text
);
--> statement-breakpoint
CREATE INDEX "vital_measurements_day_route_name_index" ON "vital_measurements" USING btree ("day","route","name");