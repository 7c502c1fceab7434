DROP INDEX "purchase_orders_buyer_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_seller_idx";--> statement-breakpoint
CREATE INDEX "purchase_orders_buyer_idx" ON "purchase_orders" USING btree ("buyer_organisation_id","created_at","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_seller_idx" ON "purchase_orders" USING btree ("seller_organisation_id","created_at","status");