CREATE SEQUENCE "public"."cart_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."purchase_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_order_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"buyer_order_number" text NOT NULL,
	"buyer_organisation_id" uuid NOT NULL,
	"placed_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"reply" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"buyer_order_number" text NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb NOT NULL,
	"cart_order_group_id" uuid,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item" jsonb NOT NULL,
	"currency_code" text NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"total_ex_vat" bigint NOT NULL,
	"delivery_costs" bigint NOT NULL,
	"vat_percent" double precision NOT NULL,
	"vat" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"payment_option" text NOT NULL,
	"payment_status" text NOT NULL,
	"delivery_address_id" uuid NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"additional_delivery_information" text,
	"haulier_slot_booking" boolean NOT NULL,
	"collection_address" jsonb NOT NULL,
	"expected_delivery" text,
	"buyer_organisation_id" uuid NOT NULL,
	"buyer_organisation_name" text NOT NULL,
	"seller_organisation_id" uuid NOT NULL,
	"seller_organisation_name" text NOT NULL,
	"placed_by_user_id" uuid NOT NULL,
	"placed_by_name" text NOT NULL,
	"authorised_to_sign_at" timestamp with time zone NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"terms_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('PROCESSING', 'FREIGHT_BOOKED', 'SHIPPING', 'DELIVERED')),
	CONSTRAINT "purchase_orders_payment_status_check" CHECK ("purchase_orders"."payment_status" in ('NOT_REQUIRED', 'AWAITING_PAYMENT', 'PAID')),
	CONSTRAINT "purchase_orders_payment_option_check" CHECK ("purchase_orders"."payment_option" in ('CREDIT', 'UPFRONT')),
	CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total_price" = "purchase_orders"."total_ex_vat" + "purchase_orders"."vat")
);
--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_user_id_carts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."carts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_order_groups" ADD CONSTRAINT "cart_order_groups_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cart_order_group_id_cart_order_groups_id_fk" FOREIGN KEY ("cart_order_group_id") REFERENCES "public"."cart_order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_entries_user_listing_idx" ON "cart_entries" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX "cart_entries_listing_idx" ON "cart_entries" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_order_groups_reference_idx" ON "cart_order_groups" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_records_user_key_idx" ON "idempotency_records" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_idx" ON "purchase_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_listing_idx" ON "purchase_orders" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_buyer_idx" ON "purchase_orders" USING btree ("buyer_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_seller_idx" ON "purchase_orders" USING btree ("seller_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_group_idx" ON "purchase_orders" USING btree ("cart_order_group_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at");