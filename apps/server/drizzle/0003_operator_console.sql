CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"organisation_id" uuid,
	"actor_user_id" uuid,
	"actor_tenant" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "audit_log_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "credit_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"organisation_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"reason" text NOT NULL,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_changes_seq_unique" UNIQUE("seq"),
	CONSTRAINT "credit_changes_field_check" CHECK ("credit_changes"."field" in ('CREDIT_LIMIT', 'ERP_BALANCE', 'PAYMENT_TERMS'))
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "tenant" text DEFAULT 'MARKETPLACE' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "vetted_by" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "vetted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_changes" ADD CONSTRAINT "credit_changes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_organisation_idx" ON "audit_log" USING btree ("organisation_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_changes_organisation_idx" ON "credit_changes" USING btree ("organisation_id","seq");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_tenant_check" CHECK ("organisations"."tenant" in ('MARKETPLACE', 'ADMIN'));--> statement-breakpoint
-- the audit log is append-only for everyone, the owner included (decision 47)
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
