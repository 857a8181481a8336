// The pages that stop a publish (editor/server/publish.ts blocksPublish): a town page too like another
// (its score, the page it is too like and the shared parts to rewrite or leave out), or a page carrying
// another service's or town's sentences (quoted, with whose they are and what to write instead), in
// the doctor's words (already in the editor's language: generator/doctor/words.ts), and a link that
// opens where the text is written: the town's own text for the page, or the very field copied.
import type { RJSFSchema } from '@rjsf/utils';
import type { PublishBlocker, SiteModel } from '../api';
import { hrefOf } from '../use-location';
import { placeOf } from '../../../shared/field-names';
import { t } from '../../../shared/i18n';

type Town = { slug: string; name: string };
type Template = { id: string; path?: string; service?: string };

/** Where a blocker is fixed: the town's own text beside its template (TownOverrides), else the finding's field. */
export function ownTextPlace(
  model: SiteModel | undefined,
  schema: RJSFSchema,
  blocker: PublishBlocker,
): { pointer: string; label: string } | undefined {
  if (!blocker.pointer) return undefined;
  // A copied sentence of the text every town shares (or of a page) is fixed in the very field it is in.
  if (blocker.check === 'copied-sentences' && !blocker.pointer.startsWith('/towns/'))
    return { pointer: blocker.pointer, label: t('publish.blockers.goToText') };
  const town = (model?.towns as Town[] | undefined)?.[Number(/^\/towns\/(\d+)/.exec(blocker.pointer)?.[1] ?? -1)];
  const templates = (model?.templates as Template[] | undefined) ?? [];
  const index = town
    ? templates.findIndex((template) => template.path?.replace('{townSlug}', town.slug) === blocker.page)
    : -1;
  if (!town || index < 0) return { pointer: blocker.pointer, label: placeOf(model ?? {}, schema, blocker.pointer) };
  const service =
    (model?.services as { id: string; name: string }[] | undefined)?.find((s) => s.id === templates[index]!.service)
      ?.name ?? templates[index]!.id;
  return {
    pointer: `/templates/${index}/town/${town.slug}`,
    label: t('publish.blockers.writeOwn', { town: town.name, service }),
  };
}

interface Props {
  blockers: PublishBlocker[];
  model: SiteModel | undefined;
  schema: RJSFSchema;
  onOpen: () => void;
}

export function PublishBlockers({ blockers, model, schema, onOpen }: Props) {
  return (
    <ul className="blockers">
      {blockers.map((b, i) => {
        const place = ownTextPlace(model, schema, b);
        return (
          <li key={`${b.page}-${i}`}>
            {b.page && <code>{b.page}</code>} {b.message} {b.hint}{' '}
            {place && (
              <a href={hrefOf(place.pointer)} onClick={onOpen}>
                {place.label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
