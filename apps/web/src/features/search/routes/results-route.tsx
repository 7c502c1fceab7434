import { SearchResults } from '../components/search-results';

/** /search/results?filter=…&sort=…: listings found by the search form. */
export function Component() {
  return <SearchResults kind="listings" />;
}
