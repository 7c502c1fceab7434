CREATE SEQUENCE "public"."listing_number_coil_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."listing_number_package_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."listing_number_plate_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."listing_number_sheet_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."listing_number_tread_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "listing_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"data" jsonb NOT NULL,
	"source_listing_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_drafts_kind_check" CHECK ("listing_drafts"."kind" in ('LISTING', 'PACKAGE'))
);
--> statement-breakpoint
CREATE TABLE "listing_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"listing_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" uuid,
	"actor_tenant" text,
	"reason" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_status_changes_seq_unique" UNIQUE("seq"),
	CONSTRAINT "listing_status_changes_action_check" CHECK ("listing_status_changes"."action" in ('SUBMIT', 'APPROVE', 'REJECT', 'EDIT', 'TURN_INTO_DRAFT', 'EXPIRE', 'AUTO_RENEW', 'RENEW', 'WITHDRAW', 'PURCHASE', 'UPDATE_PRICE', 'UPDATE_EXPIRY', 'SET_AUTO_RENEW'))
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_views_listing_id_organisation_id_pk" PRIMARY KEY("listing_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"listing_number" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"status_modified_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"material" jsonb NOT NULL,
	"product" text NOT NULL,
	"material_type" text,
	"material_dimensions" jsonb,
	"number_of_items" integer,
	"trade_unit" text NOT NULL,
	"trade_unit_calculation" text NOT NULL,
	"weight_grams" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"net_price_per_unit" bigint NOT NULL,
	"previous_net_price_per_unit" bigint,
	"prime" boolean NOT NULL,
	"origin" text[] NOT NULL,
	"age" text,
	"pickup_address_id" uuid NOT NULL,
	"invoice_address_id" uuid,
	"country" text NOT NULL,
	"additional_information" text,
	"internal_seller_sku" text,
	"description" text,
	"package_title" text,
	"package_description" text,
	"delivery_timeframe" text,
	"expires_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean NOT NULL,
	"pending_changes" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listings_kind_check" CHECK ("listings"."kind" in ('LISTING', 'PACKAGE')),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('DRAFT', 'REVIEW_REQUIRED', 'REVIEW_REJECTED', 'PUBLISHED', 'PURCHASED', 'WITHDRAWN', 'EXPIRED')),
	CONSTRAINT "listings_package_product_check" CHECK (("listings"."kind" = 'PACKAGE') = ("listings"."product" = 'PACKAGE')),
	CONSTRAINT "listings_weight_check" CHECK ("listings"."weight_grams" > 0),
	CONSTRAINT "listings_price_check" CHECK ("listings"."net_price_per_unit" > 0),
	CONSTRAINT "listings_country_check" CHECK (char_length("listings"."country") = 2)
);
--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD CONSTRAINT "listing_drafts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_changes" ADD CONSTRAINT "listing_status_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_drafts_organisation_idx" ON "listing_drafts" USING btree ("organisation_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "listing_status_changes_listing_idx" ON "listing_status_changes" USING btree ("listing_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_number_idx" ON "listings" USING btree ("listing_number");--> statement-breakpoint
CREATE INDEX "listings_organisation_idx" ON "listings" USING btree ("organisation_id","kind","status");--> statement-breakpoint
CREATE INDEX "listings_review_idx" ON "listings" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("status","expires_at");