import { SearchResults } from '../components/search-results';

/** /search/results?filter=…&sort=…: listings found by the search form. */
function ResultsPage() {
  return <SearchResults kind="listings" />;
}

export { ResultsPage as Component };
