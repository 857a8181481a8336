// Point 9: one structured JSON line per request; nothing from the body, nothing that forges a line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { rawRequest } from './helpers/raw-http';
import { startApp, type Running } from './helpers/start-app';
import { until } from '../helpers/until';

let app: Running;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.stop();
});

const requestLines = () => app.logs.filter((l) => l.msg === 'request');

describe('request log', () => {
  it('logs method, path, status, duration and request id for each request', async () => {
    const res = await fetch(`${app.baseUrl}/about?email=secret@example.com`);
    await res.text();
    const line = requestLines().at(-1)!;
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/about',
      status: 200,
      requestId: res.headers.get('x-request-id'),
    });
    expect(typeof line.ms).toBe('number');
    expect(typeof line.time).toBe('string');
    expect(JSON.stringify(line)).not.toContain('secret@example.com'); // the query is never logged
  });

  it('never logs the body, and visitor text cannot forge a line', async () => {
    const marker = 'Zebra-Quokka';
    const forged = `${marker}\n{"level":"error","msg":"forged"}`;
    const logged = requestLines().length;
    await postContact(app.baseUrl, { ...VALID_BODY, comments: forged, street_address: `${marker} St` });
    await postContact(app.baseUrl, { ...VALID_BODY, first_name: forged });
    await rawRequest(app.port, 'GET', '/x%0A%7B%22level%22%3A%22error%22%7D');
    await until(() => requestLines().length >= logged + 3, "the three requests' log lines"); // each is written on 'close'
    const written = app.logs.map((l) => JSON.stringify(l));
    for (const text of written) {
      expect(text).not.toContain('\n');
      expect(text).not.toContain(marker);
    }
    expect(app.logs.some((l) => l.msg === 'forged')).toBe(false);
    expect(requestLines().map((l) => l.status)).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
