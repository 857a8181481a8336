// The business's logo (business.logo in site.json): its files, and the browser tab's icon made from it.
// A site without a logo shows its name as a wordmark; its icon is the name's first letter on the accent.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteModel } from '../../schema/generated/site';

/** The logo files the pages show (the header's, and the footer's light version), for the image stage. */
export const logoFiles = (model: SiteModel): string[] => {
  const logo = model.business.logo;
  return logo ? [logo.src, ...(logo.onDark ? [logo.onDark] : [])] : [];
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The icon: the logo's favicon file, else the logo itself, else a letter drawn on the accent colour. */
export async function favicon(model: SiteModel, imagesDir: string): Promise<{ bytes: Buffer; fileName: string }> {
  const logo = model.business.logo;
  const file = logo?.favicon ?? logo?.src;
  if (file) return { bytes: await readFile(path.join(imagesDir, file)), fileName: file };
  const letter = escapeXml([...model.business.name.trim()][0]?.toUpperCase() ?? '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${model.theme.accent}"/>` +
    `<text x="32" y="44" text-anchor="middle" font-family="Georgia, serif" font-size="38" font-weight="700" fill="#fff">${letter}</text></svg>`;
  return { bytes: Buffer.from(svg), fileName: 'favicon.svg' };
}
