// The web's Node bundle (apps/web/scripts/prerender.mjs): the build pre-renders the signed-out pages with
// it, and the server renders signed-in pages with it (apps/server/src/platform/page-render.ts).
export { bootScript, fillTemplate, renderAllPages } from './prerender';
export { fillSessionTemplate, renderSessionPage } from './server-render';
