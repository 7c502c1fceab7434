import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { ListingType } from '@steelyard/domain/listing-wizard';
import { isFromNavbar } from '../../../shared/navigation/paths';
import { getCopySource, isCopyFrom, type CopyFrom } from '../api/copy-source';
import { getDraft } from '../api/drafts';
import { getEditSource } from '../api/edit-listing';
import { formFromDraft, type DraftLike } from '../model/wizard-bodies';
import type { EditTarget } from '../model/wizard-state';
import { parseListingType } from '../wizard-paths';
import { useWizard } from './wizard-context';
import { wizardSourceKeys } from '../api/query-keys';

interface Source {
  key: string;
  kind: 'draft' | 'copy' | 'edit';
  type: ListingType;
  id: string;
  /** A copy's source: a listing or package (the default), or a saved draft (`&from=draft`). */
  from?: CopyFrom;
}

/**
 * What the route asks the wizard to start from: a listing to edit, a draft (`/:draftId/:listingType`) or a copy
 * (`?copyFrom=<id>&type=package`, of a draft with `&from=draft`).
 */
function useRequestedSource(): Source | null | 'invalid' {
  const { draftId, listingType, listingId, packageId } = useParams();
  const [search] = useSearchParams();
  if (listingId) return { key: `edit:LISTING:${listingId}`, kind: 'edit', type: 'LISTING', id: listingId };
  if (packageId) return { key: `edit:PACKAGE:${packageId}`, kind: 'edit', type: 'PACKAGE', id: packageId };
  if (draftId) {
    const type = parseListingType(listingType);
    return type ? { key: `draft:${draftId}`, kind: 'draft', type, id: draftId } : 'invalid';
  }
  const copyFrom = search.get('copyFrom');
  if (!copyFrom) return null;
  const type = parseListingType(search.get('type') ?? 'LISTING');
  const from = search.get('from') ?? 'listing';
  if (!type || !isCopyFrom(from)) return 'invalid';
  return { key: `copy:${from}:${type}:${copyFrom}`, kind: 'copy', type, id: copyFrom, from };
}

/**
 * Loads the draft, the listing to copy or the listing to edit into the wizard once (loading clears the unsaved-changes
 * flag, an expiry no longer offered is dropped), and starts a new form when "Create listing" is
 * chosen in the navbar. Answers the load's state for the page to show.
 */
export function useWizardSource() {
  const { state, load, reset } = useWizard();
  const location = useLocation();
  const requested = useRequestedSource();
  const source = requested === 'invalid' ? null : requested;
  const needed = source !== null && state.source !== source.key;
  const query = useQuery({
    queryKey: wizardSourceKeys.source(source?.key),
    queryFn: async (): Promise<{ source: DraftLike; target?: EditTarget }> => {
      if (source!.kind === 'edit') return getEditSource(source!.type, source!.id);
      if (source!.kind === 'draft') return { source: (await getDraft(source!.type, source!.id)) as DraftLike };
      return { source: await getCopySource(source!.type, source!.id, source!.from) };
    },
    enabled: needed,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

  useEffect(() => {
    if (!needed || !source || !query.data) return;
    const form = formFromDraft(query.data.source, new Date());
    const draft = source.kind === 'draft';
    load({
      form,
      draftId: draft ? source.id : null,
      draftType: draft ? source.type : null,
      source: source.key,
      editing: query.data.target ?? null,
    });
  }, [needed, source, query.data, load]);

  // "Create listing" in the navbar starts a new form (the prompt asked first when there were changes)
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (source || !isFromNavbar(location.state) || handled.current === location.key) return;
    handled.current = location.key;
    if (state.source !== 'new' || state.draftId) reset();
  }, [source, location.state, location.key, state.source, state.draftId, reset]);

  return {
    invalid: requested === 'invalid',
    loading: needed && !query.isError,
    error: needed && query.isError ? query.error : null,
    retry: () => void query.refetch(),
    kind: source?.kind ?? null,
  };
}
