// The pages a form posted without JavaScript reads (server/contact/contact-page.ts): who gets one instead
// of JSON, the site's layout taken from its 404 page without a script (server/builds/page-shell.ts), a
// plain page without one, and everything the visitor or the build wrote escaped.
import express, { type Request } from 'express';
import { describe, expect, it } from 'vitest';
import { plainShell, shellOf } from '../../../server/builds/page-shell';
import { FORM_ANCHOR, renderPage, wantsPage, type AnswerContent } from '../../../server/contact/contact-page';
import { SECTION_ID } from '../../../src/blocks/ContactForm/ids';

/** A request as Express sees it, with these headers. */
const request = (headers: Record<string, string>): Request =>
  Object.assign(Object.create(express.request) as Request, {
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
  });

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('who reads a page', () => {
  it.each([
    ['application/x-www-form-urlencoded', BROWSER_ACCEPT, true],
    ['multipart/form-data; boundary=x', BROWSER_ACCEPT, true],
    ['application/x-www-form-urlencoded', '*/*', true], // did not ask for JSON
    ['application/x-www-form-urlencoded', undefined, true],
    ['application/x-www-form-urlencoded', 'application/json', false], // a script asking for JSON
    ['multipart/form-data; boundary=x', 'application/json', false], // the site's own script with a photo
    ['multipart/form-data; boundary=x', 'application/json, text/plain, */*', false],
    ['application/json', BROWSER_ACCEPT, false], // a JSON post always reads JSON
    ['text/plain', BROWSER_ACCEPT, false], // not the site's form
  ])('%s, Accept %s: %s', (type, accept, page) => {
    expect(wantsPage(request({ 'content-type': type, ...(accept ? { accept } : {}) }))).toBe(page);
  });

  it("lands on the form's section", () => {
    expect(FORM_ANCHOR).toBe(SECTION_ID);
  });
});

const PAGE_404 = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Page introuvable | Plomberie &amp; Fils</title><meta name="description" content="Rien ici."/><meta name="robots" content="noindex"/><meta property="og:site_name" content="Plomberie &amp; Fils"/><meta property="og:url" content="https://x.example/404"/><meta name="twitter:card" content="summary"/>
<meta name="theme-color" content="#1d4e89">
<link rel="canonical" href="https://x.example/404">
<link rel="preload" as="image" imagesrcset="/img/hero-800.avif 800w">
<link rel="modulepreload" href="/assets/chunk.js">
<style>body{margin:0}</style>
<script type="module" src="/assets/entry-client.js"></script>
</head>
<body>
<div id="root"><a href="#main">Aller au contenu</a><header>Plomberie &amp; Fils</header><main id="main" tabindex="-1"><h1>Page introuvable</h1><img src="/img/hero.jpg"></main><footer>Lyon</footer></div>
<script type="application/ld+json" id="structured-data">{"@type":"Plumber"}</script>
<script type="application/json" id="page-data">{"path":"/404"}</script>
</body>
</html>`;

const CONTENT: AnswerContent = {
  heading: 'Veuillez vérifier vos informations',
  text: ['Certains champs <b>sont</b> à corriger.'],
  problems: [
    { label: 'Téléphone', message: 'Numéro "invalide" & <script>alert(1)</script>' },
    { message: 'Veuillez cocher la case.' },
  ],
  hint: 'Le bouton Retour…',
  links: [
    { href: '/contact?x="1"#contact-form', text: 'Revenir au formulaire' },
    { href: '/', text: 'Revenir à l’accueil' },
  ],
};

describe("a page in the site's layout", () => {
  it("keeps the 404 page's head, header and footer, and takes out its main text, scripts and own tags", () => {
    const shell = shellOf(PAGE_404)!;
    const html = renderPage(shell, CONTENT);
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toContain('<title>Veuillez vérifier vos informations | Plomberie &amp; Fils</title>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('color:#1d4e89'); // the heading in the site's colour
    expect(html).toContain(
      '<header>Plomberie &amp; Fils</header><main id="main" tabindex="-1"><div class="contact-answer">',
    );
    expect(html).toContain('</div></main><footer>Lyon</footer>');
    for (const gone of [
      '<script',
      'Page introuvable',
      'hero',
      'canonical',
      'og:url',
      'twitter:',
      'description',
      'chunk.js',
    ])
      expect(html).not.toContain(gone);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes every word it writes', () => {
    const html = renderPage(plainShell('fr'), CONTENT);
    expect(html).toContain('<p>Certains champs &#60;b&#62;sont&#60;/b&#62; à corriger.</p>');
    expect(html).toContain(
      '<li><strong>Téléphone</strong> Numéro &#34;invalide&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62;</li>',
    );
    expect(html).toContain('<li>Veuillez cocher la case.</li>');
    expect(html).toContain('<a href="/contact?x=&#34;1&#34;#contact-form">Revenir au formulaire</a>');
    expect(html).not.toContain('<script');
  });

  it('is a plain page of its own for a build whose 404 page has no main part (or none at all)', () => {
    expect(shellOf('<!doctype html><title>Not found</title><h1>Page not found</h1>')).toBeNull();
    expect(shellOf('')).toBeNull();
    const html = renderPage(plainShell('de'), { heading: 'Nachricht gesendet', text: ['Danke!'], links: [] });
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Nachricht gesendet</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<main id="main"><div class="contact-answer"><h1>Nachricht gesendet</h1><p>Danke!</p>');
  });
});
