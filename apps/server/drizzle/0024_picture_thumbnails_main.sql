ALTER TABLE "documents" ADD COLUMN "thumbnail_storage_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "main" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_main_idx" ON "documents" USING btree ("owner_type","owner_id") WHERE "documents"."main";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_main_check" CHECK (not "documents"."main" or ("documents"."kind" = 'PICTURE' and "documents"."owner_id" is not null));