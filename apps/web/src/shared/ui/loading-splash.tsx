import { LogoMark } from './brand-logo';

/**
 * The brand bar of index.html, while the first page's chunks and catalogues load: the same markup, so the
 * first paint (before any JS) and the router's fallback look alike and nothing flashes (class in index.html).
 */
export function LoadingSplash() {
  return (
    <div className="sy-splash" aria-busy="true">
      <LogoMark />
    </div>
  );
}
