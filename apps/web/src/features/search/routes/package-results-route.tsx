import { SearchResults } from '../components/search-results';

/** /search/packages/results?filter=…&sort=…: packages found by the search form (product "Package"). */
function PackageResultsPage() {
  return <SearchResults kind="packages" />;
}

export { PackageResultsPage as Component };
