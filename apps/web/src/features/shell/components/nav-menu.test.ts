import { describe, expect, it } from 'vitest';
import type { SelfUpdatesReply } from '@steelyard/domain/users';
import { APP_AREAS } from '../../../shared/navigation/app-areas';
import { countFor } from './nav-menu';

const area = (id: string) => APP_AREAS.find((a) => a.id === id)!;
const updates = (alerts?: { newResults: number }): SelfUpdatesReply => ({
  cartDetails: { count: 0, expiresAt: null },
  offers: { buyerCount: 2, sellerCount: 3 },
  ...(alerts ? { alerts } : {}),
});

describe('countFor', () => {
  it('shows the new alert results on My Alerts', () => {
    expect(countFor(area('myAlerts'), updates({ newResults: 4 }))).toBe(4);
  });

  it('shows nothing on My Alerts when the poll carries no alert part, or before the poll answered', () => {
    expect(countFor(area('myAlerts'), updates())).toBe(0);
    expect(countFor(area('myAlerts'), undefined)).toBe(0);
  });

  it('keeps the offer counts on their items', () => {
    expect(countFor(area('myOffers'), updates())).toBe(2);
    expect(countFor(area('manageOffers'), updates())).toBe(3);
    expect(countFor(area('search'), updates({ newResults: 4 }))).toBe(0);
  });
});
