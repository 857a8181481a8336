// "Add service": its name and towns, the pages copied from another service reviewed part by part
// (keep, rewrite, remove; its pictures marked), then each town's page with its own text and the
// doctor's near-copy score against the copied service's page, the other towns and the shared text;
// last, where it is listed. It finishes only when every page passes; till then it is kept as a draft.
import { useCallback, useMemo, useState } from 'react';
import type { SiteState } from '../use-site';
import type { TownSimilarity } from '../api';
import { OwnTextFields } from './OwnTextFields';
import { SimilarityScore } from './SimilarityScore';
import { WizardDialog } from './WizardDialog';
import { BlockReview } from './BlockReview';
import { ServiceFacts, type FactsProblems } from './ServiceFacts';
import { ServiceListing, type ListingChoices } from './ServiceListing';
import { reviewedTemplate, reviewProblems, type Renaming, type Review } from './block-review';
import { pagesOverLimit } from './page-scores';
import { draftKey, useWizardDraft } from './wizard-draft';
import { useFocusFirstProblem } from './use-focus-problem';
import { slugFrom } from '../../../../shared/site/slug';
import { namedService, type SiteWithServices } from '../../../../shared/site/service-names';
import {
  copiedTemplate,
  siteLocaleOf,
  townPagePath,
  townsOf,
  townTemplates,
  withNewService,
  type Overrides,
} from './draft-model';
import { sameName } from '../../../../shared/site/same-name';
import { starterText } from './starter-text';
import { useTranslation } from '../i18n';
import { useTranslateSteps } from './TranslateStep';
import type { WizardTranslations } from './new-texts';
import { withServiceAddresses } from './service-addresses';
import { useEditedLanguage } from '../pictures/site-context';
import { languagesOf } from '../../../../shared/site/translations';

interface Props {
  site: SiteState;
  go: (pointer: string) => void;
  onClose: () => void;
}

interface ServiceDraft extends Omit<ListingChoices, 'overviewText'> {
  step: number;
  name: string;
  id: string;
  idEdited: boolean;
  source: string;
  offeredIn: string[];
  review: Review;
  townTexts: Record<string, Overrides>;
  overviewText?: ListingChoices['overviewText'];
  /** Its texts in the site's other languages (a site of several). */
  translations?: WizardTranslations;
}
const fresh = (): ServiceDraft => ({
  step: 0,
  name: '',
  id: '',
  idEdited: false,
  source: '',
  offeredIn: [],
  review: { blocks: {} },
  townTexts: {},
  overview: true,
  menu: true,
  card: true,
  cardText: '',
});
const worthKeeping = (d: ServiceDraft) => !!d.name.trim();

export function AddServiceWizard({ site, go, onClose }: Props) {
  const { t: words } = useTranslation();
  const edited = useEditedLanguage();
  const model = site.model!;
  const templates = townTemplates(model);
  const towns = townsOf(model);
  const services = (model.services ?? []) as { id: string; name: string }[];
  const serviceName = (id?: string) => services.find((s) => s.id === id)?.name ?? id ?? '';
  const {
    state: d,
    update,
    offer,
    resume,
    startOver,
    forget,
  } = useWizardDraft(draftKey(model, 'add-service'), fresh, worthKeeping);
  const [measured, setMeasured] = useState<Record<string, TownSimilarity>>({});
  const [showProblems, setShowProblems] = useState(false);
  const [showReviewProblems, setShowReviewProblems] = useState(false);
  // Once she tries to finish, why it cannot yet: kept up to date as the scores come in.
  const [tried, setTried] = useState(false);
  const focusFirstProblem = useFocusFirstProblem();
  const onMeasured = useCallback(
    (slug: string, page: TownSimilarity) => setMeasured((all) => ({ ...all, [slug]: page })),
    [],
  );

  const from = templates.find((t) => t.id === d.source) ?? templates[0]!;
  const fromName = serviceName(from.service);
  const offered = towns.filter((t) => d.offeredIn.includes(t.slug));
  // The copied service by every name the site gives it, rewritten with the new name wherever it is kept.
  const renaming: Renaming = useMemo(
    () => ({
      from: namedService(model as SiteWithServices, from.service ?? '') ?? { id: from.id, name: fromName },
      to: d.name,
    }),
    [model, from, fromName, d.name],
  );
  const template = useMemo(
    () => copiedTemplate(reviewedTemplate(from, d.review, renaming), d.id, d.offeredIn, townPagePath(model, d.id)),
    [model, from, d.review, renaming, d.id, d.offeredIn],
  );
  const reviewIssues = useMemo(() => reviewProblems(from, d.review, renaming), [from, d.review, renaming]);
  const pathFor = (slug: string) => template.path.replace('{townSlug}', slug);
  const pageName = (town: string) => words('wizard.service.pageFor', { service: d.name, town });
  const names = offered.map((t) => t.name);
  // Its pages' first words, in the site's language, until she writes her own.
  const townNames = names.join('\n');
  const starter = useMemo(
    () => starterText(model, d.name, townNames ? townNames.split('\n') : []),
    [model, d.name, townNames],
  );
  const ov = d.overviewText ?? starter.overview;
  const cardText = d.cardText || starter.cardText;
  const draft = useMemo(
    () =>
      withNewService(model, {
        id: d.id,
        name: d.name,
        template,
        townTexts: d.townTexts,
        overview: d.overview
          ? {
              ...ov,
              cardsHeading: starter.cardsHeading,
              cardsIntro: starter.cardsIntro,
              buttons: starter.buttons,
            }
          : undefined,
        listing: { menu: d.menu, card: d.card ? { description: cardText, image: d.cardImage } : undefined },
      }),
    // `ov` is made anew each render; its three words are what the page depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model, d, template, starter, ov.title, ov.description, ov.heroText, cardText],
  );

  const taken =
    templates.some((t) => t.id === d.id) || (model.pages as { path: string }[]).some((p) => p.path === `/${d.id}`);
  const problems: FactsProblems = {
    name: !d.name.trim()
      ? words('wizard.service.nameMissing')
      : sameName(services, d.name)
        ? words('wizard.service.nameTaken', { name: sameName(services, d.name) })
        : undefined,
    id: !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.id)
      ? words('wizard.service.idPattern')
      : taken
        ? words('wizard.service.idTaken', { path: `/${d.id}` })
        : undefined,
    towns: d.offeredIn.length ? undefined : words('wizard.service.noTown'),
  };
  const listing = 2 + offered.length;
  const translate = useTranslateSteps({
    model,
    draft,
    schema: site.loaded!.schema,
    first: listing + 1,
    step: d.step,
    translations: d.translations,
    onChange: (translations) => update({ translations }),
  });
  const steps = [
    words('wizard.service.steps.service'),
    words('wizard.service.steps.review'),
    ...offered.map((t) => pageName(t.name)),
    words('wizard.service.steps.listing'),
    ...translate.steps,
  ];
  const last = steps.length - 1;
  const writing = d.step >= 2 && d.step < listing ? offered[d.step - 2] : undefined;

  const notYet = [
    ...pagesOverLimit(offered.map((t) => ({ name: pageName(t.name), page: measured[t.slug] }))),
    ...offered.filter((t) => !measured[t.slug]).map((t) => words('wizard.stillMeasured', { page: pageName(t.name) })),
  ];
  const refusal = tried ? notYet : undefined;
  const finish = () => {
    setTried(true);
    if (notYet.length) {
      update({ step: listing }); // where the pages still to write are listed
      document.querySelector('.wizard .wizard-body')?.scrollTo({ top: 0 });
      return;
    }
    const written = translate.written(draft);
    const languages = languagesOf(model);
    site.change(
      '',
      languages && edited ? withServiceAddresses(written, d.id, languages, edited.siteIn) : written,
      'add-service',
    );
    forget();
    go(`/templates/${(model.templates as unknown[]).length}`);
    onClose();
  };
  /** Whether a step's boxes let her go on; if not, its problems are shown and the first one focused. */
  const ready = (step: number) => {
    const stopped =
      (step === 0 && Object.values(problems).some(Boolean)) || (step === 1 && Object.keys(reviewIssues).length > 0);
    if (stopped) {
      if (step === 0) setShowProblems(true);
      else setShowReviewProblems(true);
      focusFirstProblem();
    }
    return !stopped;
  };
  const next = () => {
    if (!ready(d.step)) return;
    if (d.step < last) update({ step: d.step + 1 });
    else finish();
  };
  /** A step already visited: going forward, each step passed on the way must be ready (she is kept at the first that is not). */
  const goTo = (to: number) => {
    for (let step = d.step; step < to; step++) {
      if (!ready(step)) {
        update({ step });
        return;
      }
    }
    update({ step: to });
  };

  return (
    <WizardDialog
      title={d.name ? words('wizard.service.titleNamed', { service: d.name }) : words('wizard.service.title')}
      steps={steps}
      step={d.step}
      onClose={onClose}
      onBack={() => update({ step: d.step - 1 })}
      onNext={next}
      onStep={goTo}
      nextLabel={d.step === last ? words('wizard.addToDraft') : words('wizard.next')}
      offer={
        offer && {
          question: words('wizard.service.resume', { service: offer.name || words('wizard.service.theService') }),
          onResume: resume,
          onStartOver: startOver,
        }
      }
      discardQuestion={d.name.trim() ? words('wizard.discard', { name: d.name }) : undefined}
      onDiscard={forget}
    >
      {d.step === 0 && (
        <ServiceFacts
          name={d.name}
          id={d.id}
          source={from.id}
          offeredIn={d.offeredIn}
          problems={showProblems ? problems : {}}
          towns={towns}
          path={townPagePath(model, d.id || '…')}
          sources={templates.map((t) => ({ template: t, name: serviceName(t.service) }))}
          onName={(name) => update({ name, ...(d.idEdited ? {} : { id: slugFrom(name, siteLocaleOf(model)) }) })}
          onId={(id) => update({ id, idEdited: true })}
          onSource={(source) => update({ source, review: { blocks: {} } })}
          onTowns={(offeredIn) => update({ offeredIn })}
        />
      )}
      {d.step === 1 && (
        <BlockReview
          copied={from}
          offeredIn={d.offeredIn}
          sourceName={fromName}
          renaming={renaming}
          problems={showReviewProblems ? reviewIssues : {}}
          schema={site.loaded!.schema}
          review={d.review}
          onChange={(review) => update({ review })}
        />
      )}
      {writing && (
        <section aria-labelledby="own-text-title">
          <h3 className="wizard-page" id="own-text-title">
            {words('wizard.service.ownText', { town: writing.name, service: d.name, path: pathFor(writing.slug) })}
          </h3>
          <p className="hint">
            {words('wizard.service.ownTextHint', { source: fromName, service: d.name, town: writing.name })}
          </p>
          <SimilarityScore
            model={draft}
            town={writing.slug}
            townName={writing.name}
            template={d.id}
            compareWith={from.id}
            onMeasured={(page) => onMeasured(writing.slug, page)}
          />
          <OwnTextFields
            key={writing.slug}
            template={template}
            town={writing.slug}
            townName={writing.name}
            label={words('overrides.ownText', { town: writing.name })}
            schema={site.loaded!.schema}
            idPrefix={`own-${writing.slug}`}
            value={d.townTexts[writing.slug] ?? {}}
            onChange={(value) => update({ townTexts: { ...d.townTexts, [writing.slug]: value } })}
          />
        </section>
      )}
      {translate.view}
      {d.step === listing && d.step > 1 && (
        <ServiceListing
          model={model}
          draft={draft}
          name={d.name}
          id={d.id}
          source={from.id}
          refusal={refusal}
          pages={offered.map((t) => ({ slug: t.slug, town: t.name, path: pathFor(t.slug), step: pageName(t.name) }))}
          choices={{ ...d, cardText, overviewText: ov }}
          onChange={(c) => {
            update(c);
            setTried(false);
          }}
          onMeasured={onMeasured}
        />
      )}
    </WizardDialog>
  );
}
