// "Find text on the site": a text seen on the site leads to the field that changes it. Each result
// names the field and where it comes from; a template's text or a label says which pages it changes.
import { useEffect, useId, useRef, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { api, type FoundText, type SiteModel } from './api';
import { describeField } from '../../shared/field-names';
import { t } from '../../shared/i18n';

interface Props {
  model: SiteModel;
  schema: RJSFSchema;
  go: (pointer: string) => void;
  /** The site as its fields are named (in the language edited: language-view.ts); `model` when none. */
  shown?: SiteModel;
  /** A site of several languages: edits the text found in its language (language-view.ts). */
  editIn?: (language: string) => void;
  /** The name of a language, as the editor says it. */
  languageName?: (language: string) => string;
}

/** Wait this long after the last keystroke before searching. */
const TYPING_PAUSE_MS = 250;

export function FindText({ model, shown = model, schema, go, editIn, languageName }: Props) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; results: FoundText[] } | { query: string; error: string }>();
  const [open, setOpen] = useState(false);
  const seq = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    const wanted = query.trim();
    if (wanted.length < 2) {
      setFound(undefined);
      return;
    }
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      api
        .find(model, wanted)
        .then(({ results }) => {
          if (mine === seq.current) setFound({ query: wanted, results });
        })
        .catch((error: Error) => {
          if (mine === seq.current) setFound({ query: wanted, error: error.message });
        });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, model]);

  // Closes on a click elsewhere and on Escape, as a menu does.
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, []);

  const choose = (found: FoundText) => {
    setOpen(false);
    if (found.language) editIn?.(found.language);
    go(found.pointer);
  };
  const searching = query.trim().length >= 2 && found?.query !== query.trim();

  return (
    <div
      className="find"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <form
        role="search"
        aria-label={t('find.label')}
        onSubmit={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        <label className="visually-hidden" htmlFor="find-text">
          {t('find.label')}
        </label>
        <input
          id="find-text"
          type="search"
          placeholder={t('find.placeholder')}
          value={query}
          autoComplete="off"
          aria-controls={open && query.trim().length >= 2 ? listId : undefined}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            api.find(model, '').catch(() => undefined);
          }}
        />
      </form>
      {open && query.trim().length >= 2 && (
        <div className="find-results" id={listId}>
          <p className="find-count" role="status">
            {searching
              ? t('find.searching')
              : 'error' in found!
                ? found.error
                : found!.results.length === 50
                  ? t('find.countMore', { query: found!.query })
                  : t('find.count', { count: found!.results.length, query: found!.query })}
          </p>
          {found && 'results' in found && found.results.length > 0 && (
            <ul>
              {found.results.map((r) => {
                const field = describeField(shown, schema, r.pointer);
                return (
                  <li key={`${r.language ?? ''}${r.pointer}`}>
                    <a
                      href={`#${r.pointer}`}
                      onClick={(e) => {
                        e.preventDefault();
                        choose(r);
                      }}
                    >
                      <span className="find-text">{r.shown}</span>
                      <span className="find-field">
                        {field.where} › {field.name}
                        {r.language && languageName && ` (${languageName(r.language)})`}
                      </span>
                      <span className="find-scope">{scopeOf(field.kind, r, shown)}</span>
                    </a>
                    {/* Beside the link, not in it: a disclosure inside a link could not be opened on its own. */}
                    {!r.everyPage && r.shownOn.length > 1 && <PageList pages={r.shownOn} />}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Lists above this many pages are folded behind a disclosure, so one result does not fill the list. */
const FOLD_AFTER = 3;

/** The addresses of the pages a text shows on: a short list as it is, a long one folded. */
function PageList({ pages }: { pages: string[] }) {
  const list = (
    <ul className="find-pages" aria-label={t('find.pagesList', { count: pages.length })}>
      {pages.map((path) => (
        <li key={path}>{path}</li>
      ))}
    </ul>
  );
  if (pages.length <= FOLD_AFTER) return list;
  return (
    <details className="find-pages-more">
      <summary>{t('find.showPages', { count: pages.length })}</summary>
      {list}
    </details>
  );
}

/** Where else the text shows: what a change to it changes (the pages themselves are listed beside it). */
function scopeOf(kind: string, r: FoundText, model: SiteModel): string {
  const count = r.shownOn.length;
  if (count === 0) return t('find.scope.nowhere');
  const pages = r.everyPage
    ? t('find.scope.everyPage', { count })
    : count === 1
      ? t('find.scope.onePage', { path: r.shownOn[0] })
      : t('find.scope.pages', { count });
  if (kind === 'template')
    return isPostTemplate(model, r.pointer)
      ? t('find.scope.postTemplate', { pages })
      : t('find.scope.townTemplate', { pages });
  if (kind === 'label') return t('find.scope.label', { pages });
  if (kind === 'fact') return t('find.scope.fact', { pages });
  return count > 1 ? t('find.scope.shownOn', { pages }) : t('find.scope.on', { path: r.shownOn[0] });
}

/** A template makes a page per town, or per blog post. */
function isPostTemplate(model: SiteModel, pointer: string): boolean {
  const template = (model.templates as { each?: string }[] | undefined)?.[Number(pointer.split('/')[2])];
  return template?.each === 'post';
}
