ALTER TABLE "purchase_orders" ADD COLUMN "cart_reference_number" text;--> statement-breakpoint
UPDATE "purchase_orders" SET "cart_reference_number" = "cart_order_groups"."reference_number" FROM "cart_order_groups" WHERE "purchase_orders"."cart_order_group_id" = "cart_order_groups"."id";
