CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"uploaded_by_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"last_modified_date" timestamp with time zone,
	"parsed_rows" jsonb,
	"owner_type" text,
	"owner_id" uuid,
	"position" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('PICTURE', 'CERTIFICATE', 'PACKAGE_LIST')),
	CONSTRAINT "documents_owner_type_check" CHECK ("documents"."owner_type" in ('LISTING', 'PACKAGE', 'DRAFT')),
	CONSTRAINT "documents_owner_check" CHECK (("documents"."owner_type" is null) = ("documents"."owner_id" is null) and ("documents"."owner_id" is null) = ("documents"."position" is null)),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size" >= 0),
	CONSTRAINT "documents_parsed_rows_check" CHECK ("documents"."parsed_rows" is null or "documents"."kind" = 'PACKAGE_LIST')
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key_idx" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_organisation_idx" ON "documents" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_type","owner_id") WHERE "documents"."owner_id" is not null;