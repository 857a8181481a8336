// The editor's screen: the site's parts on the left, the form in the middle, the page beside it.
import { useEffect, useState } from 'react';
import { useSite } from './use-site';
import { useLocationPointer } from './use-location';
import { SECTIONS, sectionOf } from '../../shared/sections';
import { SectionView } from './SectionView';
import { PartFailed } from './PartFailed';
import { Preview } from './Preview';
import { ProblemList } from './ProblemList';
import { AdviceList } from './AdviceList';
import { SaveDialog } from './SaveDialog';
import { HistoryDialog } from './history/HistoryDialog';
import { DiscardDraftDialog } from './DiscardDraftDialog';
import { PublishDialog } from './publish/PublishDialog';
import { previewAnchorFor, previewPathFor } from './preview-path';
import { fieldId } from './SchemaForm';
import { FindText } from './FindText';
import { LeadsNav } from './leads/LeadsNav';
import { LeadsView } from './leads/LeadsView';
import { NewLeadsNotice } from './leads/NewLeadsNotice';
import { isLeadsPointer } from './leads/leads-api';
import { useLeadCounts } from './leads/use-lead-counts';
import { PicturesView } from './pictures/PicturesView';
import { SiteContext } from './pictures/site-context';
import { LogOutButton } from './LogOutButton';
import { useTranslation } from './i18n';
import { useLanguageView, type EditedLanguage } from './language-view';
import { languageName } from '../../shared/language-name';
import type { CheckResult } from './api';
import { LanguageSwitch } from './LanguageSwitch';
import { languagesOf } from '../../../shared/site/translations';

/** The pages of the language edited: under its folder (/es/…), or, for the main one, under none of the others'. */
function routesIn(check: CheckResult, edited: EditedLanguage | undefined): CheckResult['routes'] {
  const others = (check.languages ?? []).slice(1).map((l) => `/${l.key}`);
  const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const own = check.languages?.find((l) => l.language === edited?.language);
  if (!own || !edited || edited.main) return check.routes.filter((r) => !others.some((p) => under(r.path, p)));
  return check.routes.filter((r) => under(r.path, `/${own.key}`));
}

export function EditorApp() {
  const { t, i18n } = useTranslation();
  const file = useSite();
  // A site of several languages is edited one language at a time; every part below sees that language's site.
  const [editLanguage, setEditLanguage] = useState<string>();
  const site = useLanguageView(file, editLanguage, i18n.language);
  const languages = languagesOf(file.model);
  const [pointer, go] = useLocationPointer();
  const [dialog, setDialog] = useState<'save' | 'history' | 'publish' | 'discard'>();
  const section = sectionOf(pointer);
  const inLeads = isLeadsPointer(pointer);
  const leadCounts = useLeadCounts();
  const { model, check, setPreviewPath } = site;

  // The preview follows what is being edited.
  const previewPath = model && check ? previewPathFor(pointer, model, routesIn(check, site.edited)) : undefined;
  useEffect(() => {
    if (previewPath) setPreviewPath(previewPath);
  }, [previewPath, setPreviewPath]);

  // A link to a field (a problem, a click in the preview) focuses it once its form is drawn.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const field = document.getElementById(fieldId(pointer));
      if (field && field !== document.activeElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(field.tagName))
        field.focus();
      else document.getElementById(`block-${pointer}`)?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pointer]);

  const { undo, redo } = site;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        setDialog('save');
        return;
      }
      // In a text field Ctrl+Z undoes typing there, as everywhere; elsewhere it undoes the last change.
      if (/^(INPUT|TEXTAREA|SELECT)$/.test((event.target as Element).tagName)) return;
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      }
      if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  if (site.loadError)
    return (
      <main className="loading">
        <h1>{t('app.name')}</h1>
        <p role="alert">{t('app.loadError', { error: site.loadError })}</p>
      </main>
    );
  if (site.loaded?.syntaxError) {
    const { message, hint } = site.loaded.syntaxError;
    return (
      <main className="loading">
        <h1>{t('app.syntaxTitle')}</h1>
        <p role="alert">
          <strong>{message}</strong> {hint}
        </p>
        <p>{t('app.syntaxFix')}</p>
      </main>
    );
  }
  if (!model || !site.loaded)
    return (
      <main className="loading">
        <h1>{t('app.name')}</h1>
        <p>{t('app.loading')}</p>
      </main>
    );

  const problems = check?.problems ?? [];
  return (
    <div className="editor">
      <header className="topbar">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>{' '}
          {t('app.name')}
        </div>
        <FindText
          model={file.model!}
          shown={model}
          schema={site.loaded.schema}
          go={go}
          editIn={setEditLanguage}
          languageName={(tag) => languageName(tag, i18n.language)}
        />

        <p className="status" role="status">
          {site.dirty ? t('topbar.unsaved') : t('topbar.saved')}
        </p>
        <div className="actions">
          <button type="button" onClick={site.undo} disabled={!site.canUndo} aria-keyshortcuts="Control+Z">
            {t('common.undo')}
          </button>
          <button type="button" onClick={site.redo} disabled={!site.canRedo} aria-keyshortcuts="Control+Shift+Z">
            {t('topbar.redo')}
          </button>
          <button type="button" onClick={() => setDialog('history')}>
            {t('topbar.history')}
          </button>
          <button type="button" className="primary" onClick={() => setDialog('save')} aria-keyshortcuts="Control+S">
            {t('topbar.save')}
          </button>
          <button type="button" className="primary-light" onClick={() => setDialog('publish')}>
            {t('topbar.publish')}
          </button>
          <LogOutButton />
        </div>
      </header>
      <div className="sidebar">
        {languages && site.edited && (
          <LanguageSwitch
            languages={languages}
            value={site.edited.language}
            onChange={setEditLanguage}
            summaries={check?.languages}
          />
        )}
        <nav className="parts" aria-label={t('topbar.parts')}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.pointer}`} aria-current={s === section && !inLeads ? 'page' : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LeadsNav current={inLeads} newCount={leadCounts?.new} />
      </div>
      {inLeads ? (
        <LeadsView pointer={pointer} go={go} locale={(model.site as { locale?: string } | undefined)?.locale} />
      ) : (
        <>
          <main className="workspace">
            {site.draftRestored && (
              <div className="notice" role="status">
                {t('app.draftRestored')}
                <button type="button" className="link-button" onClick={() => setDialog('discard')}>
                  {t('app.discardDraft')}
                </button>
              </div>
            )}
            {section === SECTIONS[0] && <NewLeadsNotice newCount={leadCounts?.new} />}
            <ProblemList problems={problems} site={site} />
            <AdviceList advice={site.advice} site={site} />
            <SiteContext value={site}>
              <PartFailed draft={model} undo={site.canUndo ? site.undo : undefined}>
                {section.id === 'pictures' ? (
                  <PicturesView pointer={pointer} site={site} go={go} />
                ) : (
                  <SectionView key={section.id} section={section} pointer={pointer} site={site} go={go} />
                )}
              </PartFailed>
            </SiteContext>
          </main>
          <PartFailed draft={model}>
            <Preview check={check} model={model} go={go} anchor={previewAnchorFor(pointer, model)} />
          </PartFailed>
        </>
      )}
      {dialog === 'save' && <SaveDialog site={site} onClose={() => setDialog(undefined)} />}
      {dialog === 'history' && <HistoryDialog site={site} onClose={() => setDialog(undefined)} />}
      {dialog === 'discard' && (
        <DiscardDraftDialog onDiscard={site.discardDraft} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'publish' && (
        <PublishDialog
          dirty={site.dirty}
          saved={site.saved}
          schema={site.loaded.schema}
          restore={site.restore}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
}
