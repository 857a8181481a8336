// The small site the publish tests build (tests/fixtures/minimal), with Sandusky's own words: without
// them its town page is the template's with the name filled in, a near copy that stops a publish.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SANDUSKY_PAGE = {
  title: 'Sandusky city lawns, mowed and fed on a schedule',
  description:
    'Small city lots near Washington Park and Old Town, mowed weekly and fed four times a year by a crew that parks close and leaves no clippings.',
  blocks: {
    hero: {
      heading: 'City lots kept tidy all season',
      text: 'Narrow Sandusky yards behind porches and fences, mowed with small machines and edged by hand.',
    },
    areas: {
      heading: 'Streets we mow every week',
      bullets: ['Old Town and the Columbus Avenue blocks', 'Homes around Washington Park'],
    },
  },
};

/** The minimal site as a plain object to change before writing, Sandusky given its own page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a site.json to change freely
export async function publishableSite(): Promise<Record<string, any>> {
  const site = JSON.parse(await readFile('tests/fixtures/minimal/site.json', 'utf8'));
  site.towns[1].pages = { 'lawn-care': SANDUSKY_PAGE };
  return site;
}

/** The site written into `dir` with the two pictures it uses beside it (its own assets folder): its site.json's path. */
export async function writePublishableSite(dir: string): Promise<string> {
  const images = path.join(dir, 'assets/images');
  await mkdir(images, { recursive: true });
  for (const name of ['lake-dock.jpg', 'lawn-grass.jpg'])
    await copyFile(path.join('assets/images', name), path.join(images, name));
  const site = await publishableSite();
  site.$schema = path.resolve('schema/site.schema.json');
  site.site.assets = path.join(dir, 'assets');
  const siteFile = path.join(dir, 'site.json');
  await writeFile(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  return siteFile;
}
