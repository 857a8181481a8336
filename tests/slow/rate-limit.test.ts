// Point 5 (rate limit): per-IP limit with a JSON 429 and Retry-After; X-Forwarded-For counts only
// when trust proxy is configured, so a forged header can't buy more attempts. Issue 16, defect 5:
// posts refused for their origin or content type count only against their own, higher limit.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '../../shared/contact/rules';
import { VALID_BODY, postContact } from '../integration/helpers/contact-body';
import { startApp, type Running } from '../integration/helpers/start-app';

let app: Running | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

describe('rate limit', () => {
  it('allows max posts per window, then answers 429 JSON with Retry-After', async () => {
    app = await startApp({ rateLimit: { windowMs: 60_000, max: 3 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postContact(app.baseUrl, i === 1 ? {} : VALID_BODY)).status);
    expect(statuses).toEqual([200, 400, 200]); // invalid posts count too
    const limited = await postContact(app.baseUrl, VALID_BODY);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, message: DEFAULT_MESSAGES.rateLimited });
    expect(await app.store.countLeads()).toBe(2);
    expect((await fetch(`${app.baseUrl}/about`)).status).toBe(200); // pages are not limited
  });

  it('does not count posts refused for their origin or content type against the visitor', async () => {
    app = await startApp({ rateLimit: { windowMs: 60_000, max: 2 } });
    const refused = [];
    for (let i = 0; i < 6; i++)
      refused.push((await postContact(app.baseUrl, VALID_BODY, { origin: 'https://evil.example' })).status);
    for (let i = 0; i < 4; i++)
      refused.push((await postContact(app.baseUrl, 'first_name=Al', { 'content-type': 'text/plain' })).status);
    expect(refused).toEqual([403, 403, 403, 403, 403, 403, 415, 415, 415, 415]);
    const own = [];
    for (let i = 0; i < 3; i++) own.push((await postContact(app.baseUrl, VALID_BODY, { origin: app.baseUrl })).status);
    expect(own).toEqual([200, 200, 429]);
    expect(await app.store.countLeads()).toBe(2);
  });

  it('gives refused posts their own limit, 10 × the visitor limit by default, which leaves the form usable', async () => {
    app = await startApp({ rateLimit: { windowMs: 60_000, max: 1 } });
    const refused = [];
    for (let i = 0; i < 11; i++)
      refused.push((await postContact(app.baseUrl, VALID_BODY, { 'sec-fetch-site': 'cross-site' })).status);
    expect(refused).toEqual([...Array<number>(10).fill(403), 429]);
    expect((await postContact(app.baseUrl, VALID_BODY)).status).toBe(200);
    expect((await postContact(app.baseUrl, VALID_BODY)).status).toBe(429);
  });

  it('takes the refused limit from refusedMax when set', async () => {
    app = await startApp({ rateLimit: { windowMs: 60_000, max: 1, refusedMax: 3 } });
    const refused = [];
    for (let i = 0; i < 4; i++)
      refused.push((await postContact(app.baseUrl, 'x', { 'content-type': 'text/plain' })).status);
    expect(refused).toEqual([415, 415, 415, 429]);
  });

  it('defaults to 5 per minute', async () => {
    app = await startApp({ rateLimit: undefined });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postContact(app.baseUrl, VALID_BODY)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('ignores a forged X-Forwarded-For when trust proxy is off, and says so once in the log', async () => {
    app = await startApp({ rateLimit: { windowMs: 60_000, max: 2 } });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postContact(app.baseUrl, VALID_BODY, { 'x-forwarded-for': `203.0.113.${i}` })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(app.logs.filter((l) => String(l.msg).includes('X-Forwarded-For ignored'))).toHaveLength(1);
  });

  it('limits each client address separately when trust proxy is configured', async () => {
    app = await startApp({ rateLimit: { windowMs: 60_000, max: 1 }, trustProxy: 'loopback' });
    const a = await postContact(app.baseUrl, VALID_BODY, { 'x-forwarded-for': '203.0.113.1' });
    const b = await postContact(app.baseUrl, VALID_BODY, { 'x-forwarded-for': '203.0.113.2' });
    const a2 = await postContact(app.baseUrl, VALID_BODY, { 'x-forwarded-for': '203.0.113.1' });
    expect([a.status, b.status, a2.status]).toEqual([200, 200, 429]);
  });
});
