// "Add town": the town's facts, the pages it will get, its own text page by page with the doctor's
// similarity score as it is written, then into the draft (the Save dialog lists the pages added).
import { useMemo, useState } from 'react';
import type { SiteState } from '../use-site';
import { api } from '../api';
import { AddTownFacts } from './AddTownFacts';
import { OwnTextFields } from './OwnTextFields';
import { SimilarityScore } from './SimilarityScore';
import { WizardDialog } from './WizardDialog';
import { useFocusFirstProblem } from './use-focus-problem';
import { forAllTowns, townsOf, townTemplates, withNewTown, withoutEmpty, type Overrides, type Town } from './draft-model';

interface Props { site: SiteState; go: (pointer: string) => void; onClose: () => void }

const pagePath = (path: string, slug: string) => path.replace('{townSlug}', slug || '…');

export function AddTownWizard({ site, go, onClose }: Props) {
  const model = site.model!;
  const business = model.business as { address?: { region?: string } };
  const [town, setTown] = useState<Town>({ slug: '', name: '', state: business.address?.region ?? '', county: '', postalCode: '', character: '', areaCard: { specialty: '', description: '', features: [] } });
  const [slugEdited, setSlugEdited] = useState(false);
  const focusFirstProblem = useFocusFirstProblem();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [limited, setLimited] = useState<string[]>([]);
  const [pages, setPages] = useState<Record<string, Overrides>>({});
  const [step, setStep] = useState(0);
  const [checking, setChecking] = useState(false);

  const templates = townTemplates(model);
  const chosen = templates.filter((t) => forAllTowns(t) || limited.includes(t.id));
  const index = townsOf(model).length;
  const entry = useMemo(() => ({ ...town, areaCard: { ...town.areaCard, features: town.areaCard.features.filter((f) => f?.trim()) } }), [town]);
  const draft = useMemo(() => withNewTown(model, entry, limited, pages), [model, entry, limited, pages]);
  const steps = ['Town', 'Pages', ...chosen.map((t) => `Text: ${t.id}`), 'Finish'];
  const textTemplate = step >= 2 && step < steps.length - 1 ? chosen[step - 2] : undefined;

  /** The facts are checked by the server with npm run check's words before going on. */
  const checkFacts = async () => {
    setChecking(true);
    try {
      const { problems: found } = await api.check(draft, '/', site.loaded!.hash);
      const prefix = `/towns/${index}`;
      const own = found.filter((p) => p.pointer === prefix || p.pointer.startsWith(`${prefix}/`));
      setProblems(Object.fromEntries(own.map((p) => [p.pointer.slice(prefix.length + 1) || 'name', `${p.message}${p.hint ? ` ${p.hint}` : ''}`])));
      if (!own.length) setStep(1);
      else focusFirstProblem();
    } finally { setChecking(false); }
  };

  const finish = () => {
    site.change('', draft, 'add-town');
    go(`/towns/${index}`);
    onClose();
  };

  const next = () => {
    if (step === 0) void checkFacts();
    else if (step === steps.length - 1) finish();
    else setStep(step + 1);
  };
  const reviews = templates.flatMap((t) => t.blocks.filter((b) => Array.isArray(b.fallbackIds)).map((b) => ({ template: t.id, ids: (b.ids as string[]).map((id) => id.replace('{townSlug}', town.slug)) })));

  return (
    <WizardDialog title={`Add a town${town.name ? `: ${town.name}` : ''}`} steps={steps} step={step} onClose={onClose}
      onBack={() => setStep(step - 1)} onNext={next} nextDisabled={checking}
      nextLabel={step === steps.length - 1 ? 'Add to the draft' : checking ? 'Checking…' : 'Next'}>
      {step === 0 && <AddTownFacts town={town} slugEdited={slugEdited} problems={problems} onChange={(t, edited) => { setTown(t); if (edited) setSlugEdited(true); }} />}
      {step === 1 && (
        <>
          <p className="hint">{town.name} gets one page for every town page template that applies to all towns. Templates limited to some towns add a page only if you tick them.</p>
          <ul className="page-choices">
            {templates.map((t) => (forAllTowns(t) ? (
              <li key={t.id}><span className="tag added">Page</span> <code>{pagePath(t.path, town.slug)}</code> <span className="muted">from the “{t.id}” template</span></li>
            ) : (
              <li key={t.id}>
                <label>
                  <input type="checkbox" checked={limited.includes(t.id)} onChange={(e) => setLimited(e.target.checked ? [...limited, t.id] : limited.filter((id) => id !== t.id))} />
                  {' '}<code>{pagePath(t.path, town.slug)}</code> <span className="muted">from the “{t.id}” template, today only for {(t.towns as string[]).join(', ')}</span>
                </label>
              </li>
            )))}
          </ul>
        </>
      )}
      {textTemplate && (
        <>
          <h3 className="wizard-page">Write {town.name}’s own text for <code>{pagePath(textTemplate.path, town.slug)}</code></h3>
          <p className="hint">Search engines treat pages that only change the town’s name as copies. Write what is true of {town.name}{town.character ? ` (${town.character})` : ''}; boxes left empty use the template’s text.</p>
          <SimilarityScore model={draft} town={town.slug} townName={town.name} template={textTemplate.id} />
          <OwnTextFields template={textTemplate} town={town.slug} label={`${town.name}’s own text`} schema={site.loaded!.schema} idPrefix={`own-${textTemplate.id}`}
            value={pages[textTemplate.id] ?? {}} onChange={(value) => setPages({ ...pages, [textTemplate.id]: value })} />
        </>
      )}
      {step === steps.length - 1 && (
        <>
          <p>{town.name} and its {chosen.length} pages go into your draft: they show in the preview, the footer’s service areas, the overview pages’ town cards and the sitemap. <strong>Save</strong> writes them to site.json and lists the pages added.</p>
          <ul className="page-choices">{chosen.map((t) => <li key={t.id}><code>{pagePath(t.path, town.slug)}</code> — {withoutEmpty(pages[t.id]) ? 'with its own text' : 'the template’s text only'}</li>)}</ul>
          {reviews.length > 0 && (
            <p className="hint">Reviews are optional: until reviews with the ids {[...new Set(reviews.flatMap((r) => r.ids))].map((id) => `“${id}”`).join(' and ')} exist under Reviews, {town.name}’s pages show the site’s general reviews.</p>
          )}
        </>
      )}
    </WizardDialog>
  );
}
