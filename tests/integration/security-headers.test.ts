// Point 4: the security headers, on pages, assets, 404s and API answers alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_FRAME_ORIGIN } from '../../server/http/security';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { startApp, type Running } from './helpers/start-app';

let app: Running;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.stop();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

const responses = () =>
  Promise.all([
    fetch(`${app.baseUrl}/`),
    fetch(`${app.baseUrl}/assets/app-3f9a1c2b.js`),
    fetch(`${app.baseUrl}/nope`),
    postContact(app.baseUrl, VALID_BODY),
    postContact(app.baseUrl, '{bad'),
    fetch(`${app.baseUrl}/about/`, { redirect: 'manual' }),
  ]);

describe('security headers', () => {
  it('sends a strict Content-Security-Policy on every response', async () => {
    for (const res of await responses()) {
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
      expect(csp.get('font-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual([MAP_FRAME_ORIGIN]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    }
  });

  it('sends HSTS, nosniff, the referrer policy and a Permissions-Policy', async () => {
    for (const res of await responses()) {
      const hsts = res.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts).toContain('includeSubDomains');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation']) expect(permissions).toContain(`${feature}=()`);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('keeps the map host a single constant', () => {
    expect(MAP_FRAME_ORIGIN).toBe('https://www.google.com');
  });
});
