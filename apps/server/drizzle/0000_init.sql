CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"phone" text,
	"validation_state" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type_check" CHECK ("addresses"."address_type" in ('INVOICE', 'WAREHOUSE')),
	CONSTRAINT "addresses_validation_state_check" CHECK ("addresses"."validation_state" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "addresses_primary_is_warehouse_check" CHECK (not "addresses"."is_primary" or "addresses"."address_type" = 'WAREHOUSE'),
	CONSTRAINT "addresses_country_check" CHECK (char_length("addresses"."country") = 2)
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"purchase_contact_name" text,
	"purchase_contact_email" text,
	"payment_terms" text NOT NULL,
	"currency_code" text NOT NULL,
	"erp_credit_limit" bigint,
	"erp_balance" bigint,
	"suspended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_payment_terms_check" CHECK ("organisations"."payment_terms" in ('NET_30', 'NET_60')),
	CONSTRAINT "organisations_country_check" CHECK (char_length("organisations"."country") = 2),
	CONSTRAINT "organisations_currency_check" CHECK (char_length("organisations"."currency_code") = 3)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"tenant" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"mfa_preference" text DEFAULT 'Disabled' NOT NULL,
	"password_hash" text,
	"tenant" text DEFAULT 'MARKETPLACE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_tenant_check" CHECK ("users"."tenant" in ('MARKETPLACE', 'ADMIN')),
	CONSTRAINT "users_mfa_preference_check" CHECK ("users"."mfa_preference" in ('Enabled', 'Disabled'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_organisation_idx" ON "addresses" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_primary_warehouse_idx" ON "addresses" USING btree ("organisation_id") WHERE "addresses"."is_primary" and "addresses"."address_type" = 'WAREHOUSE';--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_invoice_idx" ON "addresses" USING btree ("organisation_id") WHERE "addresses"."address_type" = 'INVOICE';--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");