import { PAGE_SIZE } from '@steelyard/domain/constants';
import { listingStatus, type ListingStatus } from '@steelyard/domain/listing-status';
import type { MyListingsList } from './my-listings-tabs';

/**
 * What a list remembers when the seller opens a listing from it (spec 001 §2: the scroll position
 * is remembered), so that coming back shows the same pages, filter and place.
 */
export interface RememberedList {
  list: MyListingsList;
  /** Pages loaded (load more) when the listing was opened. */
  pages: number;
  scrollY: number;
  statuses: ListingStatus[];
  savedAt: number;
}

const STORAGE_KEY = 'steelyard.my-listings.remembered';
/** A visit to a listing longer than this starts the list afresh. */
export const REMEMBER_MS = 30 * 60_000;

export function rememberList(entry: Omit<RememberedList, 'savedAt'>, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...entry, savedAt: now }));
  } catch {
    // private modes without storage simply start at the top
  }
}

/** The remembered state of a list, if it is the one last left for a listing and recent enough. */
export function readRememberedList(list: MyListingsList, now = Date.now()): RememberedList | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<RememberedList>;
    if (entry.list !== list || typeof entry.savedAt !== 'number' || now - entry.savedAt > REMEMBER_MS) return null;
    return {
      list,
      pages: Math.max(1, Math.floor(Number(entry.pages) || 1)),
      scrollY: Math.max(0, Number(entry.scrollY) || 0),
      statuses: (Array.isArray(entry.statuses) ? entry.statuses : []).filter(
        (s): s is ListingStatus => listingStatus.safeParse(s).success,
      ),
      savedAt: entry.savedAt,
    };
  } catch {
    return null;
  }
}

export function forgetRememberedList(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}

/** The pages one first request may bring back: a list reply holds at most PAGE_SIZE.max items. */
export function restorablePages(pages: number, pageSize: number): number {
  return Math.max(1, Math.min(pages, Math.floor(PAGE_SIZE.max / pageSize)));
}
