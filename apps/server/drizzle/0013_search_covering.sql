DROP INDEX "listings_search_material_idx";--> statement-breakpoint
DROP INDEX "listings_search_grade_size_idx";--> statement-breakpoint
DROP INDEX "listings_search_product_published_idx";--> statement-breakpoint
DROP INDEX "listings_search_product_expiry_idx";--> statement-breakpoint
DROP INDEX "listings_search_product_weight_idx";--> statement-breakpoint
DROP INDEX "listings_search_product_price_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "definition" text GENERATED ALWAYS AS (material->>'definition') STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "coating" text GENERATED ALWAYS AS (material->>'coating') STORED;--> statement-breakpoint
CREATE INDEX "listings_search_material_idx" ON "listings" USING btree ("kind","product","material_type","thickness_mm","width_min_mm","width_max_mm","length_min_mm","length_max_mm","definition","coating","grade","organisation_id","status_modified_at","weight_grams","net_price_per_tonne","expires_at","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_grade_size_idx" ON "listings" USING btree ("kind","grade","product","thickness_mm","material_type","width_min_mm","width_max_mm","length_min_mm","length_max_mm","definition","coating","organisation_id","status_modified_at","weight_grams","net_price_per_tonne","expires_at","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_product_published_idx" ON "listings" USING btree ("kind","product","status_modified_at" DESC NULLS FIRST,"id","organisation_id","weight_grams") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_product_expiry_idx" ON "listings" USING btree ("kind","product","expires_at","id","organisation_id","weight_grams") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_product_weight_idx" ON "listings" USING btree ("kind","product","weight_grams","id","organisation_id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "listings_search_product_price_idx" ON "listings" USING btree ("kind","product","net_price_per_tonne","id","organisation_id","weight_grams") WHERE status = 'PUBLISHED';