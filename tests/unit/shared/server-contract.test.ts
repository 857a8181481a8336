// The build's word to the server (shared/server-contract.ts): what the build writes for every site the
// repository holds is what the server accepts, unchanged; anything else is refused in words that say
// what is wrong: not JSON, no version, another engine's version, a field it does not know or lacks.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../../../generator/check/load';
import { serverContractOf } from '../../../generator/pages/server-contract';
import type { SiteModel } from '../../../schema/generated/site';
import {
  SERVER_CONTRACT_FILE,
  SERVER_CONTRACT_VERSION,
  parseServerContract,
  readServerContract,
} from '../../../shared/server-contract';

const SITES = [
  'site.json',
  ...['elektriker-koeln', 'plombier-lyon', 'plumber-leeds', 'pool-spa-sarasota'].map(
    (name) => `examples/${name}/site.json`,
  ),
];
const contractOf = (file: string) => serverContractOf(loadSiteText(readFileSync(file, 'utf8')).raw as SiteModel);
const US = contractOf('site.json');

describe('the server contract', () => {
  it.each(SITES)('of %s is read back as the build wrote it', (file) => {
    const contract = contractOf(file);
    expect(contract.version).toBe(SERVER_CONTRACT_VERSION);
    expect(parseServerContract(JSON.stringify(contract))).toEqual(contract);
  });

  it('is refused, in words, when it is not what this server reads', () => {
    const refusal = (value: unknown) => () =>
      parseServerContract(typeof value === 'string' ? value : JSON.stringify(value));
    expect(refusal('{"version": 1,')).toThrow(`its ${SERVER_CONTRACT_FILE} is not valid JSON`);
    expect(refusal({ ...US, version: undefined })).toThrow(`its ${SERVER_CONTRACT_FILE} has no version number`);
    expect(refusal({ ...US, version: SERVER_CONTRACT_VERSION - 1 })).toThrow(
      `is version ${SERVER_CONTRACT_VERSION - 1}, and this server reads version ${SERVER_CONTRACT_VERSION}: it was built by an older engine than this server: build it again with this one`,
    );
    expect(refusal({ ...US, version: SERVER_CONTRACT_VERSION + 1 })).toThrow('it was built by a newer engine');
    const fields = [{ name: 'fax', required: true }, ...US.contact.form.fields];
    expect(refusal({ ...US, contact: { ...US.contact, form: { fields } } })).toThrow(
      `its ${SERVER_CONTRACT_FILE} does not hold what the server needs (/contact/form/fields/0/name must be equal to one of the allowed values)`,
    );
    const { busy: _busy, ...messages } = US.contact.locale.messages;
    expect(refusal({ ...US, contact: { ...US.contact, locale: { ...US.contact.locale, messages } } })).toThrow(
      "(/contact/locale/messages must have required property 'busy')",
    );
    expect(refusal({ ...US, business: { ...US.business, extra: 1 } })).toThrow(
      '(/business must NOT have additional properties)',
    );
  });

  it("is read from a build's folder, checked first by the caller's check of its bytes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
    try {
      expect(() => readServerContract(dir)).toThrow(`it has no ${SERVER_CONTRACT_FILE}`);
      writeFileSync(path.join(dir, SERVER_CONTRACT_FILE), JSON.stringify(US));
      expect(readServerContract(dir)).toEqual(US);
      expect(() => readServerContract(dir, () => `${SERVER_CONTRACT_FILE} was changed after publishing`)).toThrow(
        `${SERVER_CONTRACT_FILE} was changed after publishing`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
