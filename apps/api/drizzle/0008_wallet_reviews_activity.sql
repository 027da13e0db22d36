CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"kind" text NOT NULL,
	"item" text,
	"event_data" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"rating" integer,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"order_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "public_reviews" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "public_reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "in_wallet" boolean;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "key" text;--> statement-breakpoint
-- Every row before the wallet is an order paid through a mobile wallet's checkout: a debit that went past the wallet.
UPDATE "ledger_entries" SET "direction" = 'debit', "in_wallet" = false, "key" = 'order:' || coalesce("order_id"::text, "id"::text) || ':online_payment';--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "direction" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "in_wallet" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_user_id_created_at_index" ON "activity_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_event_name_created_at_index" ON "activity_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_order_line_id_index" ON "order_reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_reviews_user_id_created_at_index" ON "order_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_index" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_user_reason_unique" ON "coupons" USING btree ("user_id","reason");--> statement-breakpoint
CREATE INDEX "coupons_user_id_expires_at_index" ON "coupons" USING btree ("user_id","expires_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_reviews_source_id_index" ON "public_reviews" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_unique" ON "ledger_entries" USING btree ("key");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0);