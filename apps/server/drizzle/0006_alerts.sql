CREATE TABLE "alert_digest_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "immediate_request_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"products" text[] NOT NULL,
	"material_types" text[] NOT NULL,
	"countries" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean NOT NULL,
	"filter_query" text NOT NULL,
	"comment" text,
	"target_price" bigint,
	"target_price_currency" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_alerts_type_check" CHECK ("listing_alerts"."type" in ('SEARCH', 'URGENT'))
);
--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_alert_id_listing_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."listing_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_hits" ADD CONSTRAINT "alert_hits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_alerts" ADD CONSTRAINT "listing_alerts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_hits_alert_listing_idx" ON "alert_hits" USING btree ("alert_id","listing_id");--> statement-breakpoint
CREATE INDEX "alert_hits_user_idx" ON "alert_hits" USING btree ("user_id","matched_at");--> statement-breakpoint
CREATE INDEX "alert_hits_undigested_idx" ON "alert_hits" USING btree ("user_id") WHERE "alert_hits"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "listing_alerts_user_idx" ON "listing_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_alerts_enabled_idx" ON "listing_alerts" USING btree ("enabled","organisation_id");