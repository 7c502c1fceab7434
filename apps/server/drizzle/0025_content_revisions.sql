ALTER TABLE "cart_entries" ADD COLUMN "content_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "content_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "content_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "listing_content_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "end_reason" text;