ALTER TABLE "documents" DROP CONSTRAINT "documents_owner_type_check";--> statement-breakpoint
ALTER TABLE "listing_status_changes" DROP CONSTRAINT "listing_status_changes_action_check";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "revision_rejection" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "awaiting_review" boolean GENERATED ALWAYS AS (status = 'REVIEW_REQUIRED' or (pending_changes is not null and status in ('PUBLISHED', 'EXPIRED'))) STORED;--> statement-breakpoint
CREATE INDEX "listings_awaiting_review_idx" ON "listings" USING btree ("submitted_at","id") WHERE awaiting_review;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_type_check" CHECK ("documents"."owner_type" in ('LISTING', 'PACKAGE', 'DRAFT', 'REVISION'));--> statement-breakpoint
ALTER TABLE "listing_status_changes" ADD CONSTRAINT "listing_status_changes_action_check" CHECK ("listing_status_changes"."action" in ('SUBMIT', 'APPROVE', 'REJECT', 'EDIT', 'TURN_INTO_DRAFT', 'EXPIRE', 'AUTO_RENEW', 'RENEW', 'WITHDRAW', 'PURCHASE', 'UPDATE_PRICE', 'UPDATE_EXPIRY', 'SET_AUTO_RENEW', 'APPROVE_REVISION', 'REJECT_REVISION'));--> statement-breakpoint
-- the new files of live listings' saved edits waited attached to a DRAFT owner with the listing's id: they wait with the revision now (decision 142)
UPDATE "documents" SET "owner_type" = 'REVISION' WHERE "owner_type" = 'DRAFT' AND "owner_id" IN (SELECT "id" FROM "listings");
