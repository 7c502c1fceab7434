CREATE SEQUENCE "public"."rfq_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rfq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"material_type" text NOT NULL,
	"grade" text NOT NULL,
	"specification" text,
	"finish" text,
	"surface" text,
	"coating" text,
	"coating_thickness_value" text,
	"thickness" double precision NOT NULL,
	"width" double precision NOT NULL,
	"length" double precision,
	"weight" double precision NOT NULL,
	"tolerance" text,
	CONSTRAINT "rfq_items_weight_check" CHECK ("rfq_items"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"rfq_item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"price_per_tonne" bigint NOT NULL,
	"available_weight" double precision NOT NULL,
	"delivery_promise" text NOT NULL,
	"pickup_address_id" uuid NOT NULL,
	"country" text NOT NULL,
	"comment" text,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rfq_quote_items_status_check" CHECK ("rfq_quote_items"."status" in ('OPEN', 'ACCEPTED', 'NOT_SELECTED')),
	CONSTRAINT "rfq_quote_items_price_check" CHECK ("rfq_quote_items"."price_per_tonne" > 0),
	CONSTRAINT "rfq_quote_items_weight_check" CHECK ("rfq_quote_items"."available_weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"seller_organisation_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_modified_at" timestamp with time zone NOT NULL,
	"quote_ref" text,
	"preferred_origins" text[] NOT NULL,
	"required_delivery_month" text,
	"quote_deadline" timestamp with time zone,
	"delivery_address_id" text,
	"delivery_country" text,
	"comments" text,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rfqs_status_check" CHECK ("rfqs"."status" in ('DRAFT', 'UNDER_REVIEW', 'REJECTED', 'LIVE', 'WITHDRAWN', 'EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quote_items" ADD CONSTRAINT "rfq_quote_items_quote_id_rfq_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."rfq_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quote_items" ADD CONSTRAINT "rfq_quote_items_rfq_item_id_rfq_items_id_fk" FOREIGN KEY ("rfq_item_id") REFERENCES "public"."rfq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_items_position_idx" ON "rfq_items" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quote_items_item_idx" ON "rfq_quote_items" USING btree ("quote_id","rfq_item_id");--> statement-breakpoint
CREATE INDEX "rfq_quote_items_rfq_item_idx" ON "rfq_quote_items" USING btree ("rfq_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_seller_idx" ON "rfq_quotes" USING btree ("rfq_id","seller_organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_reference_idx" ON "rfqs" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "rfqs_organisation_idx" ON "rfqs" USING btree ("organisation_id","status","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_review_idx" ON "rfqs" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "rfqs_live_idx" ON "rfqs" USING btree ("quote_deadline") WHERE status = 'LIVE';