// "Add town": the town's facts, the pages it will get, its own text page by page with the doctor's
// near-copy score as it is written, then into the draft (the Save dialog lists the pages added). It
// finishes only when every page passes; till then what is typed is kept as a draft (wizard-draft.ts).
import { useCallback, useMemo, useState } from 'react';
import type { TownSimilarity } from '../api';
import type { SiteState } from '../use-site';
import { api } from '../api';
import { AddTownFacts } from './AddTownFacts';
import { LeaveOutParts } from './LeaveOutParts';
import { OwnTextFields } from './OwnTextFields';
import { SimilarityScore } from './SimilarityScore';
import { WizardDialog } from './WizardDialog';
import { useFocusFirstProblem } from './use-focus-problem';
import { TownFinish } from './TownFinish';
import { useTranslateSteps } from './TranslateStep';
import type { WizardTranslations } from './new-texts';
import { sameName } from '../../../../shared/site/same-name';
import { draftKey, useWizardDraft } from './wizard-draft';
import { pagesOverLimit } from './page-scores';
import {
  forAllTowns,
  siteLocaleOf,
  townsOf,
  townEntry,
  townStateAsked,
  townTemplates,
  withNewTown,
  type Overrides,
  type Town,
} from './draft-model';
import { Trans, useTranslation } from '../i18n';

interface Props {
  site: SiteState;
  go: (pointer: string) => void;
  onClose: () => void;
}

const pagePath = (path: string, slug: string) => path.replace('{townSlug}', slug || '…');

interface TownDraft {
  step: number;
  town: Town;
  slugEdited: boolean;
  limited: string[];
  pages: Record<string, Overrides>;
  /** The shared parts left out of the town's pages: block places by template (LeaveOutParts). */
  leftOut: Record<string, number[]>;
  /** Its texts in the site's other languages (a site of several). */
  translations?: WizardTranslations;
}
const worthKeeping = (d: TownDraft) => !!d.town.name.trim();

export function AddTownWizard({ site, go, onClose }: Props) {
  const { t: words } = useTranslation();
  const model = site.model!;
  const business = model.business as { address?: { region?: string } };
  const fresh = useCallback(
    (): TownDraft => ({
      step: 0,
      slugEdited: false,
      limited: [],
      pages: {},
      leftOut: {},
      town: {
        slug: '',
        name: '',
        state: business.address?.region ?? '',
        county: '',
        postalCode: '',
        character: '',
        areaCard: { specialty: '', description: '', features: [] },
      },
    }),
    [business.address?.region],
  );
  const {
    state: d,
    update,
    offer,
    resume,
    startOver,
    forget,
  } = useWizardDraft(draftKey(model, 'add-town'), fresh, worthKeeping);
  const { town, slugEdited, limited, pages, leftOut, step } = d;
  const setStep = (n: number) => update({ step: n });
  const focusFirstProblem = useFocusFirstProblem();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const [measured, setMeasured] = useState<Record<string, TownSimilarity>>({});
  // Once she tries to finish, why it cannot yet: kept up to date as the scores come in.
  const [tried, setTried] = useState(false);
  const onMeasured = useCallback(
    (template: string, page: TownSimilarity) => setMeasured((all) => ({ ...all, [template]: page })),
    [],
  );
  const services = (model.services ?? []) as { id: string; name: string }[];
  const pageName = (t: { id: string; service?: string }) =>
    words('wizard.town.pageName', { service: services.find((s) => s.id === t.service)?.name ?? t.id });
  /** "Lawn care page for Vermilion": one page of the new town. */
  const pageFor = (t: { id: string; service?: string }) =>
    words('wizard.town.pageFor', { page: pageName(t), town: town.name || words('wizard.town.theNewTown') });

  const templates = townTemplates(model);
  const chosen = templates.filter((t) => forAllTowns(t) || limited.includes(t.id));
  const index = townsOf(model).length;
  // A note left empty is left out (it is optional), as are empty points and a state not given.
  const entry = useMemo(() => townEntry(town), [town]);
  const draft = useMemo(
    () => withNewTown(model, entry, limited, pages, leftOut),
    [model, entry, limited, pages, leftOut],
  );
  const translate = useTranslateSteps({
    model,
    draft,
    schema: site.loaded!.schema,
    first: 2 + chosen.length,
    step,
    translations: d.translations,
    onChange: (translations) => update({ translations }),
  });
  const steps = [
    words('wizard.town.steps.town'),
    words('wizard.town.steps.pages'),
    ...chosen.map(pageFor),
    ...translate.steps,
    words('wizard.town.steps.finish'),
  ];
  const textTemplate = step >= 2 && step < 2 + chosen.length ? chosen[step - 2] : undefined;

  /** The facts are checked by the server with npm run check's words before going on (to `to`, a step already visited, or the next). */
  const checkFacts = async (to = 1) => {
    setChecking(true);
    try {
      const { problems: found } = await api.check(draft, '/', site.loaded!.hash);
      const prefix = `/towns/${index}`;
      const own = found.filter((p) => p.pointer === prefix || p.pointer.startsWith(`${prefix}/`));
      const byField = Object.fromEntries(
        own.map((p) => [p.pointer.slice(prefix.length + 1) || 'name', `${p.message}${p.hint ? ` ${p.hint}` : ''}`]),
      );
      // A name already taken is said at the name, whichever rule the check met first (the address name follows the name).
      const taken = sameName(townsOf(model), town.name);
      if (taken) {
        byField.name = words('wizard.town.nameTaken', { name: taken });
        delete byField.slug;
      }
      setProblems(byField);
      if (!Object.keys(byField).length) setStep(to);
      else focusFirstProblem();
    } finally {
      setChecking(false);
    }
  };

  const notYet = [
    ...pagesOverLimit(chosen.map((t) => ({ name: pageFor(t), page: measured[t.id] }))),
    ...chosen.filter((t) => !measured[t.id]).map((t) => words('wizard.stillMeasured', { page: pageFor(t) })),
  ];
  const refusal = tried ? notYet : undefined;
  const finish = () => {
    setTried(true);
    if (notYet.length) {
      document.querySelector('.wizard .wizard-body')?.scrollTo({ top: 0 });
      return;
    }
    forget();
    site.change('', translate.written(draft), 'add-town');
    go(`/towns/${index}`);
    onClose();
  };

  const next = () => {
    if (step === 0) void checkFacts();
    else if (step === steps.length - 1) finish();
    else setStep(step + 1);
  };
  const townNames = (slugs: string[]) =>
    slugs.map((slug) => townsOf(model).find((t) => t.slug === slug)?.name ?? slug).join(', ');
  const reviews = templates.flatMap((t) =>
    t.blocks
      .filter((b) => Array.isArray(b.fallbackIds))
      .map((b) => ({ template: t.id, ids: (b.ids as string[]).map((id) => id.replace('{townSlug}', town.slug)) })),
  );

  return (
    <WizardDialog
      title={town.name ? words('wizard.town.titleNamed', { town: town.name }) : words('wizard.town.title')}
      steps={steps}
      step={step}
      onClose={onClose}
      onBack={() => setStep(step - 1)}
      onNext={next}
      onStep={(to) => (step === 0 && to > 0 ? void checkFacts(to) : setStep(to))}
      nextDisabled={checking}
      offer={
        offer && {
          question: words('wizard.town.resume', { town: offer.town.name || words('wizard.town.theTown') }),
          onResume: resume,
          onStartOver: startOver,
        }
      }
      discardQuestion={town.name.trim() ? words('wizard.discard', { name: town.name }) : undefined}
      onDiscard={forget}
      nextLabel={
        step === steps.length - 1
          ? words('wizard.addToDraft')
          : checking
            ? words('wizard.checking')
            : words('wizard.next')
      }
    >
      {step === 0 && (
        <AddTownFacts
          town={town}
          slugEdited={slugEdited}
          locale={siteLocaleOf(model)}
          stateAsked={townStateAsked(model)}
          path={townTemplates(model)[0]?.path ?? '/{townSlug}'}
          problems={problems}
          onChange={(t, edited) => update({ town: t, ...(edited ? { slugEdited: true } : {}) })}
        />
      )}
      {step === 1 && (
        <>
          <p className="hint">{words('wizard.town.pagesHint', { town: town.name })}</p>
          <ul className="page-choices">
            {templates.map((t) =>
              forAllTowns(t) ? (
                <li key={t.id}>
                  <span className="tag added">{words('wizard.town.page')}</span>{' '}
                  <code>{pagePath(t.path, town.slug)}</code>{' '}
                  <span className="muted">{words('wizard.town.likeEveryTown', { page: pageName(t) })}</span>
                </li>
              ) : (
                <li key={t.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={limited.includes(t.id)}
                      onChange={(e) =>
                        update({ limited: e.target.checked ? [...limited, t.id] : limited.filter((id) => id !== t.id) })
                      }
                    />{' '}
                    <code>{pagePath(t.path, town.slug)}</code>{' '}
                    <span className="muted">
                      {words('wizard.town.onlyFor', { page: pageName(t), towns: townNames(t.towns as string[]) })}
                    </span>
                  </label>
                </li>
              ),
            )}
          </ul>
        </>
      )}
      {textTemplate && (
        <>
          <h3 className="wizard-page">
            <Trans
              i18nKey="wizard.town.writeOwn"
              values={{ town: town.name, page: pageName(textTemplate), path: pagePath(textTemplate.path, town.slug) }}
              components={{ code: <code /> }}
            />
          </h3>
          <p className="hint">
            {town.character
              ? words('wizard.town.writeOwnHintCharacter', { town: town.name, character: town.character })
              : words('wizard.town.writeOwnHint', { town: town.name })}
          </p>
          <SimilarityScore
            model={draft}
            town={town.slug}
            townName={town.name}
            template={textTemplate.id}
            onMeasured={(page) => onMeasured(textTemplate.id, page)}
          />
          <LeaveOutParts
            template={textTemplate}
            town={town.name}
            schema={site.loaded!.schema}
            leftOut={leftOut[textTemplate.id] ?? []}
            onChange={(parts) => update({ leftOut: { ...leftOut, [textTemplate.id]: parts } })}
          />
          <OwnTextFields
            // The draft's template: a part left out has no boxes for the town's text.
            template={townTemplates(draft).find((t) => t.id === textTemplate.id)!}
            town={town.slug}
            townName={town.name}
            label={words('overrides.ownText', { town: town.name })}
            schema={site.loaded!.schema}
            idPrefix={`own-${textTemplate.id}`}
            value={pages[textTemplate.id] ?? {}}
            onChange={(value) => update({ pages: { ...pages, [textTemplate.id]: value } })}
          />
        </>
      )}
      {translate.view}
      {step === steps.length - 1 && (
        <TownFinish
          draft={draft}
          town={town}
          pages={chosen.map((t) => ({
            id: t.id,
            name: pageFor(t),
            path: pagePath(t.path, town.slug),
          }))}
          reviews={reviews}
          onMeasured={onMeasured}
          refusal={refusal}
        />
      )}
    </WizardDialog>
  );
}
