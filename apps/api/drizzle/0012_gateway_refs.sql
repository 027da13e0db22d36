ALTER TABLE "order_payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refund_ref" text;