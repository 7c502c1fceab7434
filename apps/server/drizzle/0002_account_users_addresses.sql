CREATE TABLE "address_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"address_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "address_history_seq_unique" UNIQUE("seq"),
	CONSTRAINT "address_history_action_check" CHECK ("address_history"."action" in ('CREATED', 'UPDATED', 'DELETED', 'PRIMARY_CHANGED', 'VALIDATED'))
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "email_csrf_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "email_domain" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "default_features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written: existing organisations take the domain and features of their oldest user (or of the purchase contact)
UPDATE "organisations" o SET
	"email_domain" = lower(coalesce(
		(SELECT split_part(u."email", '@', 2) FROM "users" u WHERE u."organisation_id" = o."id" AND u."tenant" = 'MARKETPLACE' ORDER BY u."created_at", u."id" LIMIT 1),
		nullif(split_part(o."purchase_contact_email", '@', 2), ''),
		'example.invalid')),
	"default_features" = coalesce(
		(SELECT u."features" FROM "users" u WHERE u."organisation_id" = o."id" AND u."tenant" = 'MARKETPLACE' ORDER BY u."created_at", u."id" LIMIT 1),
		'{}'::text[]);--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "email_domain" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "address_history" ADD CONSTRAINT "address_history_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_history" ADD CONSTRAINT "address_history_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_csrf_tokens" ADD CONSTRAINT "email_csrf_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_history_organisation_idx" ON "address_history" USING btree ("organisation_id","seq");--> statement-breakpoint
CREATE INDEX "address_history_address_idx" ON "address_history" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_email_domain_check" CHECK ("organisations"."email_domain" = lower("organisations"."email_domain"));