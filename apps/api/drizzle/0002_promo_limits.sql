ALTER TABLE "promos" ADD COLUMN "per_learner_limit" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "total_limit" integer;--> statement-breakpoint
CREATE INDEX "purchases_promo_code_status_index" ON "purchases" USING btree ("promo_code","status");--> statement-breakpoint
-- The first-purchase promo of the demo content was meant once per learner (its description says so).
UPDATE "promos" SET "per_learner_limit" = 1 WHERE "code" = 'NOTUN500' AND "per_learner_limit" IS NULL;
