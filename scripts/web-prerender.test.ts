import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The web build's pre-render (issue 25, decision 2: signed-out pages are HTML before they are an app):
 * apps/web/scripts/prerender.mjs run on a stand-in build (the source index.html as the template), and
 * what it writes checked: every page in every language, the legal pages per region, each with its form
 * or text, its language and title, and nothing the CSP would refuse.
 */

const ROOT = path.join(import.meta.dirname, '..');
let dist: string;
const read = (file: string) => readFileSync(path.join(dist, 'prerendered', file), 'utf8');

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'steelyard-prerender-test-'));
  copyFileSync(path.join(ROOT, 'apps/web/index.html'), path.join(dist, 'index.html'));
  const run = spawnSync('node', ['apps/web/scripts/prerender.mjs', dist], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`prerender.mjs failed:\n${run.stdout}\n${run.stderr}`);
}, 300_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the pre-rendered signed-out pages', () => {
  it('are written for every sign-in route in every language and every legal page per region', () => {
    const signIn = ['login', 'login/forgot-password', 'login/reset-password', 'login/set-new-password'];
    const moreSignIn = ['login/challenge-respond', 'login/request-account'];
    const legal = ['contact-details', 'privacy-policy', 'terms-and-conditions', 'acceptable-use'];
    for (const language of ['en', 'de', 'es']) {
      for (const page of [...signIn, ...moreSignIn]) {
        expect(existsSync(path.join(dist, 'prerendered', `${language}/${page}.html`)), `${language}/${page}`).toBe(
          true,
        );
      }
      for (const page of legal) {
        for (const region of ['UK', 'DE', 'ES']) {
          const file = `${language}/${page}.${region}.html`;
          expect(existsSync(path.join(dist, 'prerendered', file)), file).toBe(true);
        }
      }
    }
  });

  it('make /login a form to type into, posted (never sent in the address) should the browser send it', () => {
    const html = read('en/login.html');
    expect(html).toMatch(
      /<form[^>]*aria-label="Log in"[^>]*method="post"|<form[^>]*method="post"[^>]*aria-label="Log in"/,
    );
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(
      /<input[^>]*name="password"[^>]*type="password"|<input[^>]*type="password"[^>]*name="password"/,
    );
    expect(html).toMatch(/<h1[^>]*>Log in<\/h1>/);
    expect(html).toContain('<title>Log in · Steelyard</title>');
    expect(html).toContain('<html lang="en-GB" data-mantine-color-scheme="light">');
    expect(html).toContain('<div id="root" data-prerendered="en">');
    // Mantine's CSS variables come with the HTML: the first paint is styled before any script ran
    expect(html).toContain('<style data-mantine-styles');
  });

  it('render each language from its own catalogue', () => {
    expect(read('de/login.html')).toContain('<html lang="de-DE"');
    expect(read('de/login.html')).toContain('<title>Anmelden · Steelyard</title>');
    expect(read('es/login.html')).toContain('<html lang="es-ES"');
    expect(read('es/login.html')).toContain('data-prerendered="es"');
  });

  it('show the legal texts of the region, with the region and support address they were rendered with', () => {
    const uk = read('en/privacy-policy.UK.html');
    expect(uk).toMatch(/<h1[^>]*>Privacy policy<\/h1>/);
    expect(uk).toContain('Steelyard Marketplace Ltd');
    expect(uk).toContain('data-config="UK support@steelyard.example"');
    const de = read('de/contact-details.DE.html');
    expect(de).toContain('data-config="DE support@steelyard.example"');
    expect(de).toContain('Steelyard GmbH');
    expect(de).not.toContain('Steelyard Marketplace Ltd');
  });

  it('show a password link as being checked, not as unknown (the link carries its token)', () => {
    const html = read('en/login/reset-password.html');
    expect(html).not.toContain('This link is not valid');
    expect(html).toContain('<title>Choose a new password · Steelyard</title>');
  });

  it('carry no inline script (the CSP allows scripts from our origin only) and a compressed copy each', () => {
    for (const file of ['en/login.html', 'de/privacy-policy.ES.html', 'es/login/request-account.html']) {
      const html = read(file);
      expect(html.match(/<script\b[^>]*>/g), file).toEqual([
        expect.stringMatching(/<script type="module"[^>]* src="\/assets\/prerender-boot-[\w-]{8}\.js"/),
      ]);
      expect(brotliDecompressSync(readFileSync(path.join(dist, 'prerendered', `${file}.br`))).toString()).toBe(html);
    }
  });

  it('load the app only after the first paint: a boot file imports the entry, and nothing is preloaded', () => {
    const html = read('en/login.html');
    expect(html).not.toContain('modulepreload');
    const boot = /src="\/assets\/(prerender-boot-[\w-]{8}\.js)"/.exec(html)![1]!;
    const script = readFileSync(path.join(dist, 'assets', boot), 'utf8');
    // the stand-in build's entry (the source index.html's, which preloads nothing), after the first paint
    expect(script).toContain('const entry = "/src/main.tsx";');
    expect(script).toContain('const chunks = [];');
    expect(script).toMatch(/requestAnimationFrame\(\(\) =>\s+setTimeout\(async/);
  });

  it('leave the server its Node bundle and the signed-in pages’ template, built for production (issue 25)', async () => {
    const template = readFileSync(path.join(dist, 'ssr', 'session.html'), 'utf8');
    expect(template).toContain('<div id="root"></div>');
    expect(template).not.toContain('modulepreload');
    expect(template).toMatch(/<script type="module"[^>]* src="\/assets\/prerender-boot-[^"]+\.js">/);
    const bundle = (await import(path.join(dist, 'ssr', 'render.mjs'))) as Record<string, unknown>;
    expect(typeof bundle.renderSessionPage).toBe('function');
    expect(typeof bundle.fillSessionTemplate).toBe('function');
    // React's production build, whatever NODE_ENV the server runs with (this runner's is 'test')
    expect(readFileSync(path.join(dist, 'ssr', 'render.mjs'), 'utf8')).not.toContain(
      'react-dom-server.node.development',
    );
    // nothing of the public folder: the server never sends this folder anyway
    expect(existsSync(path.join(dist, 'ssr', 'favicon.svg'))).toBe(false);
  });
});
