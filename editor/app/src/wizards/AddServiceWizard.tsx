// "Add service": its name, a town page template copied from an existing one and rewritten (each
// {placeholder} shown with its value for a chosen town), the towns it is offered in, an overview page
// and a Services menu link if wanted; then each town's own text with the doctor's near-duplicate
// score, so the wizard shows which towns need their own text and why. Ends in the draft.
import { useMemo, useState } from 'react';
import type { SiteState } from '../use-site';
import type { TownSimilarity } from '../api';
import { OwnTextFields } from './OwnTextFields';
import { SimilarityScore, verdictOf } from './SimilarityScore';
import { TownsNeedingText } from './TownsNeedingText';
import { TextField } from './TextField';
import { WizardDialog } from './WizardDialog';
import { useFocusFirstProblem } from './use-focus-problem';
import { placeholderValues } from './placeholders-view';
import { copiedTemplate, slugFrom, townsOf, townTemplates, withNewService, withoutEmpty, type Overrides, type Template } from './draft-model';

interface Props { site: SiteState; go: (pointer: string) => void; onClose: () => void }

/** The copied template with the rewritten texts put in (same shape as a town's override). */
function rewritten(template: Template, edits: Overrides): Template {
  const own = withoutEmpty(edits);
  return {
    ...template,
    ...(own?.title ? { title: own.title } : {}),
    ...(own?.description ? { description: own.description } : {}),
    blocks: template.blocks.map((b) => (b.id && own?.blocks?.[b.id] ? { ...b, ...own.blocks[b.id] } : b)),
  };
}

export function AddServiceWizard({ site, go, onClose }: Props) {
  const model = site.model!;
  const templates = townTemplates(model);
  const towns = townsOf(model);
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const focusFirstProblem = useFocusFirstProblem();
  const [idEdited, setIdEdited] = useState(false);
  const [source, setSource] = useState(templates[0]?.id ?? '');
  const [offeredIn, setOfferedIn] = useState<string[]>([]);
  const [overview, setOverview] = useState(true);
  const [menuLink, setMenuLink] = useState(true);
  const [edits, setEdits] = useState<Overrides>({});
  const [shownFor, setShownFor] = useState(towns[0]?.slug ?? '');
  const [townTexts, setTownTexts] = useState<Record<string, Overrides>>({});
  const [writingFor, setWritingFor] = useState<string>();
  const [measured, setMeasured] = useState<Record<string, TownSimilarity>>({});
  const [overviewText, setOverviewText] = useState<{ title: string; description: string; heroText: string }>();
  const [step, setStep] = useState(0);

  const from = templates.find((t) => t.id === source)!;
  const townNames = towns.filter((t) => offeredIn.includes(t.slug)).map((t) => t.name); // in the order of towns
  const base = useMemo(() => copiedTemplate(from, id, offeredIn), [from, id, offeredIn]);
  const template = useMemo(() => rewritten(base, edits), [base, edits]);
  const ov = overviewText ?? {
    title: `${name} in ${townNames.join(' & ')} | ${(model.site as { name: string }).name}`,
    description: `${name} for homes and businesses in ${townNames.join(' and ')}, by a local crew. Free estimates.`,
    heroText: `${name} for homes and businesses in ${townNames.join(' and ')}.`,
  };
  const draft = useMemo(() => withNewService(model, {
    id, name, template, townTexts, menuLink,
    overview: overview ? { ...ov, cardsHeading: `${name} by Town`, cardsIntro: 'Pick your town to see how we work there.' } : undefined,
  }), [model, id, name, template, townTexts, menuLink, overview, ov.title, ov.description, ov.heroText]); // eslint-disable-line react-hooks/exhaustive-deps

  const taken = templates.some((t) => t.id === id) || (model.pages as { path: string }[]).some((p) => p.path === `/${id}`);
  const problems = {
    name: name.trim() ? undefined : 'Write the service’s name, e.g. Hedge Trimming.',
    id: !/^[a-z]+(-[a-z]+)*$/.test(id) ? 'Lower-case words joined by hyphens, e.g. hedge-trimming.' : taken ? `“${id}” is already a template or a page address; choose another.` : undefined,
    towns: offeredIn.length ? undefined : 'Tick at least one town.',
  };
  const [showProblems, setShowProblems] = useState(false);
  const steps = ['Service', 'Its text', 'Towns’ own text', 'Finish'];
  const offered = towns.filter((t) => offeredIn.includes(t.slug));
  const shownTown = offered.find((t) => t.slug === shownFor) ?? offered[0] ?? towns[0];
  const service = { id, name };
  // Too similar by its last score; before any, a town without its own text is the template's copy.
  const needsText = offeredIn.filter((slug) => (measured[slug] ? verdictOf(measured[slug]) === 'over' : !townTexts[slug]));

  const next = () => {
    if (step === 0 && Object.values(problems).some(Boolean)) {
      setShowProblems(true);
      focusFirstProblem();
      return;
    }
    // The towns' own text opens on the first town that needs it, with the focus in its first box.
    if (step === 1 && !(writingFor && offeredIn.includes(writingFor))) setWritingFor(needsText[0] ?? offeredIn[0]);
    if (step < steps.length - 1) { setStep(step + 1); return; }
    site.change('', draft, 'add-service');
    go(`/templates/${(model.templates as unknown[]).length}`);
    onClose();
  };

  return (
    <WizardDialog title={`Add a service${name ? `: ${name}` : ''}`} steps={steps} step={step} onClose={onClose}
      onBack={() => setStep(step - 1)} onNext={next} nextLabel={step === steps.length - 1 ? 'Add to the draft' : 'Next'}>
      {step === 0 && (
        <>
          <div className="field-row">
            <TextField id="service-name" label="Name" value={name} problem={showProblems ? problems.name : undefined}
              onChange={(v) => { setName(v); if (!idEdited) setId(slugFrom(v)); }} />
            <TextField id="service-id" label="Id (part of the addresses)" value={id} problem={showProblems ? problems.id : undefined}
              help={`Pages: /${id || '…'}-in-<town>`} onChange={(v) => { setId(v); setIdEdited(true); }} />
          </div>
          <div className="form-group">
            <label className="control-label" htmlFor="service-source">Start its town pages from a copy of</label>
            <select id="service-source" value={source} onChange={(e) => { setSource(e.target.value); setEdits({}); }}>
              {templates.map((t) => <option key={t.id} value={t.id}>the “{t.id}” pages ({t.path})</option>)}
            </select>
          </div>
          <fieldset aria-describedby={showProblems && problems.towns ? 'service-towns-problem' : undefined}>
            <legend>Offered in</legend>
            <ul className="town-checks">
              {towns.map((t) => (
                <li key={t.slug}><label><input type="checkbox" checked={offeredIn.includes(t.slug)} aria-invalid={showProblems && problems.towns ? true : undefined}
                  onChange={(e) => setOfferedIn(e.target.checked ? towns.map((x) => x.slug).filter((s) => s === t.slug || offeredIn.includes(s)) : offeredIn.filter((s) => s !== t.slug))} /> {t.name}</label></li>
              ))}
            </ul>
            {showProblems && problems.towns && <p className="text-danger" id="service-towns-problem">{problems.towns}</p>}
          </fieldset>
          <div className="checkbox"><label><input type="checkbox" checked={overview} onChange={(e) => setOverview(e.target.checked)} /> Create its overview page <code>/{id || '…'}</code>, with a card per town</label></div>
          <div className="checkbox"><label><input type="checkbox" checked={menuLink} onChange={(e) => setMenuLink(e.target.checked)} /> Add a link to the Services menu</label></div>
        </>
      )}
      {step === 1 && (
        <>
          <p className="hint">This is the text of the “{from.id}” pages. Rewrite it for {name}; boxes left empty keep the copied text. Placeholders in braces are filled in for each town:</p>
          <div className="form-group">
            <label className="control-label" htmlFor="placeholder-town">Show the placeholders’ values for</label>
            <select id="placeholder-town" value={shownTown.slug} onChange={(e) => setShownFor(e.target.value)}>
              {offered.map((t) => <option key={t.slug} value={t.slug}>{t.name}</option>)}
            </select>
          </div>
          <dl className="placeholders" aria-label="Placeholders and their values">
            {placeholderValues(model, template, shownTown as never, service as never).map(([key, value]) => <div key={key} className="placeholder-row"><dt>{key}</dt><dd>{value}</dd></div>)}
          </dl>
          <OwnTextFields template={base} town={offeredIn[0]} label={`${name || 'New'} text`} schema={site.loaded!.schema} idPrefix="service-text" value={edits} onChange={setEdits} />
        </>
      )}
      {step === 2 && (
        <>
          <p className="hint">Each town’s page must not be a copy of the template or of another town’s page: the doctor stops publishing above the site’s limit. Write each town’s own text until its score passes.</p>
          <TownsNeedingText towns={offered} measured={measured} />
          <ul className="town-scores">
            {offeredIn.map((slug) => {
              const town = towns.find((t) => t.slug === slug)!;
              return (
                <li key={slug}>
                  <div className="town-score-head">
                    <strong>{town.name}</strong>
                    <button type="button" className="small-button" aria-pressed={writingFor === slug} onClick={() => setWritingFor(slug)}>Write {town.name}’s own text</button>
                  </div>
                  <SimilarityScore model={draft} town={slug} townName={town.name} template={id} onMeasured={(page) => setMeasured((all) => ({ ...all, [slug]: page }))} />
                </li>
              );
            })}
          </ul>
          {writingFor && (
            <section aria-labelledby="own-text-title">
              <h3 className="wizard-page" id="own-text-title">{towns.find((t) => t.slug === writingFor)!.name}’s own text for <code>{template.path.replace('{townSlug}', writingFor)}</code></h3>
              <OwnTextFields key={writingFor} template={template} town={writingFor} label={`${towns.find((t) => t.slug === writingFor)!.name}’s own text`} schema={site.loaded!.schema}
                idPrefix={`own-${writingFor}`} value={townTexts[writingFor] ?? {}} onChange={(value) => setTownTexts({ ...townTexts, [writingFor]: value })} />
            </section>
          )}
        </>
      )}
      {step === 3 && (
        <>
          <p>{name} goes into your draft: {offeredIn.length} town page{offeredIn.length === 1 ? '' : 's'} ({offeredIn.map((s) => template.path.replace('{townSlug}', s)).join(', ')}){overview ? `, its overview page /${id}` : ''}{menuLink ? ' and a link in the Services menu' : ''}. <strong>Save</strong> writes them to site.json and lists the pages added.</p>
          {overview && (
            <fieldset>
              <legend>Its overview page /{id}</legend>
              <TextField id="overview-title" label="Page title" value={ov.title} onChange={(title) => setOverviewText({ ...ov, title })} />
              <TextField id="overview-description" label="Search-result summary" multiline value={ov.description} onChange={(description) => setOverviewText({ ...ov, description })} />
              <TextField id="overview-hero" label="Introduction under the heading" multiline value={ov.heroText} onChange={(heroText) => setOverviewText({ ...ov, heroText })} />
            </fieldset>
          )}
          <ul className="town-scores">
            {offeredIn.map((slug) => <li key={slug}><strong>{towns.find((t) => t.slug === slug)!.name}</strong> <SimilarityScore model={draft} town={slug} townName={towns.find((t) => t.slug === slug)!.name} template={id} /></li>)}
          </ul>
        </>
      )}
    </WizardDialog>
  );
}
