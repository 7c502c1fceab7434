-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it at open (database.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "purchase_orders_buyer_order_number_trgm_idx" ON "purchase_orders" USING gin ("buyer_order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_order_number_trgm_idx" ON "purchase_orders" USING gin ("order_number" gin_trgm_ops);