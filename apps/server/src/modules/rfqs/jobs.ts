import { z } from 'zod';
import { sellerRfqPath } from '@steelyard/domain/rfqs';
import type { FilterCriterion } from '@steelyard/domain/paging';
import type { Database } from '../../platform/db/database';
import { PermanentJobError, type JobRegistry } from '../../platform/jobs/job-registry';
import { buildLink, sendMail } from '../../platform/mail/send-mail';
import { findSellersReachedBy } from '../alerts/service';
import type { RfqItemRow } from './schema';
import { expireRfq, findLiveRfqForNotice } from './lifecycle';
import { RFQ_EXPIRY_JOB, RFQ_LIVE_JOB } from './service';

/*
 * Timed and notifying work of RFQs on the job runner (decision 23): the expiry at the quote deadline
 * (claimed once across instances; the commit locks the RFQ and acts only while it is live with that
 * deadline) and the e-mails to the sellers a newly live RFQ concerns.
 */

const expiryPayload = z.object({ rfqId: z.string(), quoteDeadline: z.iso.datetime() });
const livePayload = z.object({ rfqId: z.string() });

/** An item's material and sizes as the criteria the e-mails name in the recipient's language. */
function itemCriteria(item: RfqItemRow): FilterCriterion[] {
  const criteria: FilterCriterion[] = [
    { property: 'material.materialType', comparator: '=', value: item.materialType },
    { property: 'material.grade', comparator: '=', value: item.grade },
    { property: 'materialDimensions.thickness', comparator: '=', value: String(item.thickness) },
    { property: 'materialDimensions.width', comparator: '=', value: String(item.width) },
  ];
  if (item.length != null) {
    criteria.push({ property: 'materialDimensions.length', comparator: '=', value: String(item.length) });
  }
  return criteria;
}

/**
 * Finds the active sellers of other organisations whose urgent-request settings one of the RFQ's
 * items reaches (through the alerts module); the commit e-mails each in their language.
 */
export async function notifyLiveRfq(db: Database, rfqId: string, publicUrl: string) {
  const live = await findLiveRfqForNotice(db, rfqId);
  if (!live || !live.row.deliveryCountry || !live.row.quoteDeadline) return null;
  const { row, items } = live;
  const country = row.deliveryCountry!;
  const recipients = await findSellersReachedBy(
    db,
    row.organisationId,
    items.map((i) => ({ product: i.product, materialType: i.materialType, country })),
  );
  return async (tx: Database, now: Date) => {
    for (const seller of recipients) {
      await sendMail(
        tx,
        {
          to: seller.email,
          locale: seller.locale,
          template: 'rfq-live',
          params: {
            name: seller.name,
            referenceNumber: row.referenceNumber,
            items: items.map((i) => ({ product: i.product, criteria: itemCriteria(i), weight: i.weight })),
            country,
            quoteDeadline: row.quoteDeadline!.toISOString(),
            link: buildLink(publicUrl, sellerRfqPath(row.id)),
          },
        },
        now,
      );
    }
    return recipients.length;
  };
}

/** Registers the RFQ jobs: expiry at the deadline and the sellers' e-mails when an RFQ goes live. */
export function registerRfqJobs(jobs: JobRegistry, publicUrl: string): void {
  jobs.register(RFQ_EXPIRY_JOB, async (payload, ctx) => {
    const parsed = expiryPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed RFQ expiry payload');
    return async (tx) => {
      await expireRfq(tx, publicUrl, parsed.data, ctx.now);
    };
  });
  jobs.register(RFQ_LIVE_JOB, async (payload, ctx) => {
    const parsed = livePayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('Malformed RFQ live payload');
    const commit = await notifyLiveRfq(ctx.db, parsed.data.rfqId, publicUrl);
    if (!commit) return;
    return async (tx) => {
      await commit(tx, ctx.now);
    };
  });
}
