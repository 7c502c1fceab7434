CREATE SEQUENCE "public"."negotiation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "negotiation_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"requested_by" text NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "negotiation_offers_requested_by_check" CHECK ("negotiation_offers"."requested_by" in ('BUYER', 'SELLER')),
	CONSTRAINT "negotiation_offers_price_check" CHECK ("negotiation_offers"."price_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_organisation_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"seller_organisation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"trade_unit" text NOT NULL,
	"original_price_per_unit" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"original_price_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "negotiations_status_check" CHECK ("negotiations"."status" in ('AWAITING_SELLER', 'AWAITING_BUYER', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'WITHDRAWN', 'CANCELLED', 'PURCHASED', 'NO_SUCCESSFUL_OFFERS'))
);
--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_offers_negotiation_idx" ON "negotiation_offers" USING btree ("negotiation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_reference_idx" ON "negotiations" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_one_open_idx" ON "negotiations" USING btree ("listing_id","buyer_organisation_id") WHERE "negotiations"."status" in ('AWAITING_SELLER', 'AWAITING_BUYER', 'ACCEPTED');--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_one_accepted_idx" ON "negotiations" USING btree ("listing_id") WHERE "negotiations"."status" = 'ACCEPTED';--> statement-breakpoint
CREATE INDEX "negotiations_buyer_idx" ON "negotiations" USING btree ("buyer_organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_seller_idx" ON "negotiations" USING btree ("seller_organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_listing_idx" ON "negotiations" USING btree ("listing_id");