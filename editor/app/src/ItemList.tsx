// The items of a list part (towns, pages…): pick one, add one, remove the chosen one (undo brings it back).
import type { Section } from '../../shared/sections';
import type { SiteState } from './use-site';
import { hrefOf } from './use-location';
import { useState } from 'react';
import { WIZARDS } from './wizards';
import { useTranslation } from './i18n';
import { AddInMainLanguage } from './AddInMainLanguage';

interface Props {
  section: Section;
  items: Record<string, unknown>[];
  chosen?: number;
  site: SiteState;
  go: (pointer: string) => void;
}

export function ItemList({ section, items, chosen, site, go }: Props) {
  const { t } = useTranslation();
  const list = section.list!;
  const Wizard = WIZARDS[section.id];
  const [wizardOpen, setWizardOpen] = useState(false);
  const problemCount = (i: number) =>
    (site.check?.problems ?? []).filter(
      (p) => p.pointer.startsWith(`${section.pointer}/${i}/`) || p.pointer === `${section.pointer}/${i}`,
    ).length;
  const add = () => {
    site.change(section.pointer, [...items, {}]);
    go(`${section.pointer}/${items.length}`);
  };
  const remove = (i: number) => {
    site.change(
      section.pointer,
      items.filter((_, j) => j !== i),
    );
    go(section.pointer);
  };
  return (
    <div className="item-list">
      <h2 id="items-title">{section.label}</h2>
      <ul aria-labelledby="items-title">
        {items.map((item, i) => {
          const count = problemCount(i);
          const note = list.itemNote?.(item, site.model);
          return (
            <li key={i}>
              {/* The whole name, wrapped over lines as needed: names that differ only at their end must stay apart. */}
              <a href={hrefOf(`${section.pointer}/${i}`)} aria-current={i === chosen ? 'true' : undefined}>
                <span className="item-label">
                  {list.itemLabel(item, i, site.model)}
                  {note && <span className="item-note">{note}</span>}
                </span>
                {count > 0 && (
                  <span className="badge" aria-label={t('common.problems', { count })}>
                    {count}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="item-actions">
        <AddInMainLanguage>
          <button type="button" onClick={Wizard ? () => setWizardOpen(true) : add}>
            {t(`nouns.${list.noun}.add`)}
          </button>
        </AddInMainLanguage>
        {chosen !== undefined && (
          <button type="button" className="danger" onClick={() => remove(chosen)}>
            {t(`nouns.${list.noun}.remove`)}
          </button>
        )}
      </div>
      {Wizard && wizardOpen && <Wizard site={site} go={go} onClose={() => setWizardOpen(false)} />}
    </div>
  );
}
