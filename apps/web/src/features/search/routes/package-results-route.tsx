import { SearchResults } from '../components/search-results';

/** /search/packages/results?filter=…&sort=…: packages found by the search form (product "Package"). */
export function Component() {
  return <SearchResults kind="packages" />;
}
