import type { LayoutHint } from '@steelyard/domain/page-render';

/*
 * Whether the server took the visitor for a phone (its User-Agent or `Sec-CH-UA-Mobile`) when it rendered
 * a signed-in page (issue 25): the shell's media queries start from that guess on the server and while the
 * browser hydrates the page, so that a phone's first paint already has the phone's layout instead of
 * moving into it once the app has run (layout shift). Elsewhere it is 'wide', the build's pre-render's.
 */

let hint: LayoutHint = 'wide';

export function setLayoutHint(next: LayoutHint): void {
  hint = next;
}

export function layoutHint(): LayoutHint {
  return hint;
}
