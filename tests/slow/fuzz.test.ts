// Fuzz POST /api/contact with ~2000 generated bodies: valid ones, valid ones with fields broken,
// removed, retyped or added, and raw garbage. No answer may be a 5xx; every refused body is a 400
// with errors and writes no row; every accepted one writes exactly one row that obeys the rules.
// Against each lead store (SQLite and PostgreSQL).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, MAX_LENGTH, US_STATES, hasHiddenCharacter } from '../../shared/contact/rules';
import { postContact } from '../integration/helpers/contact-body';
import { startApp, type Running } from '../integration/helpers/start-app';
import { STORE_KINDS, TestStores } from '../integration/helpers/stores';

export const RUNS = 2000;
const stores = new TestStores();
afterAll(() => stores.stop());

const letters = fc
  .string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzÉéñ' -".split('')), minLength: 2, maxLength: 30 })
  .filter((s) => /\p{L}/u.test(s) && s.trim().length >= 2);
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: n, maxLength: n });

const validBody = fc.record(
  {
    first_name: letters,
    last_name: letters,
    // A valid number of Huron's area code (any ten digits are not: no US number starts with 0 or 1).
    cell_phone: digits(4)
      .map((d) => `419555${d}`)
      .chain((d) => fc.constantFrom(d, `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`)),
    email: fc
      .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,10}$/))
      .filter(([local]) => !local.startsWith('.') && !local.endsWith('.') && !local.includes('..'))
      .map(([local, domain]) => `${local}@${domain}.com`),
    street_address: fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim() !== ''),
    city: fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ''),
    state: fc.constantFrom(...US_STATES),
    zip_code: fc.oneof(
      digits(5),
      fc.tuple(digits(5), digits(4)).map(([a, b]) => `${a}-${b}`),
    ),
    comments: fc.string({ maxLength: 300 }),
  },
  { requiredKeys: ['first_name', 'last_name', 'cell_phone', 'email', 'street_address', 'city', 'state', 'zip_code'] },
);

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const field = fc.constantFrom<string>(...CONTACT_FIELDS, 'website', '__proto__', 'constructor', 'extra');

const brokenBody = fc
  .tuple(validBody, fc.array(fc.tuple(field, fc.option(anyValue, { nil: undefined })), { minLength: 1, maxLength: 4 }))
  .map(([body, edits]) => {
    const copy: Record<string, unknown> = { ...body };
    for (const [key, value] of edits) {
      if (value === undefined) delete copy[key];
      else Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return JSON.stringify(copy);
  });

const garbage = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const body = fc.oneof(
  { arbitrary: validBody.map((b) => JSON.stringify(b)), weight: 3 },
  { arbitrary: brokenBody, weight: 5 },
  { arbitrary: garbage, weight: 2 },
);

// Bodies go in parallel batches (rows are checked per batch), which keeps the run to a few seconds.
const BATCH = 10;

describe.each(STORE_KINDS)('fuzzing POST /api/contact (%s)', (kind) => {
  let app: Running;
  beforeAll(async () => {
    app = await startApp({ ...(await stores.create(kind)).options, rateLimit: { windowMs: 60_000, max: 1_000_000 } });
  });
  afterAll(async () => {
    await app.stop();
  });

  it(`answers ${RUNS} generated bodies without a 5xx, writing a row only for accepted ones`, async () => {
    const tally = { 200: 0, 400: 0 };
    const started = { wall: performance.now(), cpu: process.cpuUsage() };
    await fc.assert(
      fc.asyncProperty(fc.array(body, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const before = await app.store.countLeads();
        const answers = await Promise.all(
          batch.map(async (raw) => {
            const res = await postContact(app.baseUrl, raw);
            return {
              status: res.status,
              json: (await res.json()) as { success: boolean; errors?: unknown[]; id?: string },
            };
          }),
        );
        for (const { status, json } of answers) {
          expect(status).toBeLessThan(500);
          if (status === 200) {
            tally[200]++;
            expect(json.success).toBe(true);
            const lead = (await app.store.getLead(json.id!))!;
            expect(lead.cell_phone).toMatch(/^\+1\d{10}$/); // a US number, stored in international form (E.164)
            expect(lead.zip_code).toMatch(/^\d{5}(-\d{4})?$/);
            expect(US_STATES).toContain(lead.state);
            for (const f of CONTACT_FIELDS) expect([...lead[f]].length).toBeLessThanOrEqual(MAX_LENGTH[f]);
            // No control, bidi or lone-surrogate character is stored (comments keep line breaks and tabs).
            for (const f of CONTACT_FIELDS) expect(hasHiddenCharacter(f, lead[f])).toBe(false);
          } else {
            tally[400]++;
            expect(status).toBe(400);
            expect(json.success).toBe(false);
            expect(Array.isArray(json.errors) && json.errors.length > 0).toBe(true);
          }
        }
        // Refused bodies wrote nothing: the new rows are exactly the accepted ones.
        expect((await app.store.countLeads()) - before).toBe(answers.filter((a) => a.status === 200).length);
      }),
      { numRuns: RUNS / BATCH },
    );
    const cpu = process.cpuUsage(started.cpu);
    console.log(
      `fuzz (${kind}): ${RUNS} bodies -> ${tally[200]} accepted (200), ${tally[400]} refused (400) in ` +
        `${((performance.now() - started.wall) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
    );
    expect(tally[200] + tally[400]).toBe(RUNS);
    expect(tally[200]).toBeGreaterThan(RUNS * 0.15);
    expect(tally[400]).toBeGreaterThan(RUNS * 0.4);
  }, 120_000); // a few seconds on an idle machine; fsync-bound, so much longer on a busy one
});
