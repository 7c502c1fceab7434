import { describe, expect, it } from 'vitest';
import { RFQ_MESSAGES } from '@steelyard/domain/rfqs';
import { coilItem } from '../testing/rfq-fixtures';
import { emptyWizard } from './rfq-wizard';
import { formOfWizard, resolveRfqWizard, type RfqWizardForm } from './rfq-wizard-form';

const NOW = new Date('2026-11-22T10:00:00Z');
const { id: _id, ...item } = coilItem();

const complete = (): RfqWizardForm => ({
  materials: [{ product: 'COIL', materialType: 'MILD_STEEL' }],
  items: [item],
  shipping: {
    quoteRef: '',
    preferredOrigins: [],
    requiredDeliveryMonth: '2027-01',
    quoteDeadline: '2026-12-01T12:00',
    deliveryAddressId: 'a-1',
    comments: '',
  },
});

describe('the RFQ wizard form', () => {
  it('holds the materials, items and shipping of a wizard state, not its draft id', () => {
    expect(formOfWizard({ ...emptyWizard(), draftId: 'r-1' })).toEqual({
      materials: [],
      items: [],
      shipping: emptyWizard().shipping,
    });
  });

  it('needs a material, an item and the shipping details, with the domain messages', () => {
    const { errors } = resolveRfqWizard(formOfWizard(emptyWizard()), NOW, ['a-1']);
    expect(errors.materials?.message).toBe(RFQ_MESSAGES.required);
    expect(errors.items?.message).toBe(RFQ_MESSAGES.required);
    expect(errors.shipping?.requiredDeliveryMonth?.message).toBe(RFQ_MESSAGES.required);
    expect(errors.shipping?.quoteDeadline?.message).toBe(RFQ_MESSAGES.required);
    expect(errors.shipping?.deliveryAddressId?.message).toBe(RFQ_MESSAGES.required);
    const past = { ...complete(), shipping: { ...complete().shipping, quoteDeadline: '2026-11-01T10:00' } };
    expect(resolveRfqWizard(past, NOW, ['a-1']).errors.shipping?.quoteDeadline?.message).toBe(
      RFQ_MESSAGES.deadlineInPast,
    );
  });

  it('passes a complete form with its values', () => {
    expect(resolveRfqWizard(complete(), NOW, ['a-1'])).toEqual({ values: complete(), errors: {} });
    expect(resolveRfqWizard(complete(), NOW, ['a-other']).errors.shipping?.deliveryAddressId).toBeDefined();
  });
});
