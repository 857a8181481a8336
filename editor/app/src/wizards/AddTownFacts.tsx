// Add a town, step 1: the town's facts and its card on the overview pages (docs/editing.md 4.3).
import { slugFrom } from '../../../../shared/site/slug';
import type { Town } from './draft-model';
import { TextField } from './TextField';
import { useTranslation } from '../i18n';

interface Props {
  town: Town;
  slugEdited: boolean;
  /** The site's language, in which the address name is made from the name. */
  locale: string;
  /** Whether the town's state is asked (draft-model.ts: where the country's addresses name one). */
  stateAsked: 'required' | 'optional' | 'none';
  /** One of its pages' address patterns, with {townSlug}. */
  path: string;
  problems: Record<string, string>;
  onChange: (town: Town, slugEdited?: boolean) => void;
}

export function AddTownFacts({ town, slugEdited, locale, stateAsked, path, problems, onChange }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof Town) => (value: string) => onChange({ ...town, [key]: value });
  const card = town.areaCard;
  const setCard = (key: 'specialty' | 'description') => (value: string) =>
    onChange({ ...town, areaCard: { ...card, [key]: value } });
  const setPoint = (i: number) => (value: string) =>
    onChange({ ...town, areaCard: { ...card, features: Object.assign([...card.features], { [i]: value }) } });
  return (
    <>
      <div className="field-row">
        <TextField
          id="town-name"
          label={t('wizard.town.fields.name')}
          required
          value={town.name}
          problem={problems.name}
          onChange={(name) => onChange({ ...town, name, ...(slugEdited ? {} : { slug: slugFrom(name, locale) }) })}
        />
        <TextField
          id="town-slug"
          label={t('wizard.town.fields.slug')}
          required
          value={town.slug}
          problem={problems.slug}
          help={t('wizard.town.fields.slugHelp', { path: path.replace('{townSlug}', town.slug || '…') })}
          onChange={(slug) => onChange({ ...town, slug }, true)}
        />
      </div>
      <div className="field-row">
        <TextField
          id="town-county"
          label={t('wizard.town.fields.county')}
          help={t('wizard.town.fields.countyHelp')}
          required
          value={town.county}
          problem={problems.county}
          onChange={set('county')}
        />
        <TextField
          id="town-postal-code"
          label={t('wizard.town.fields.postalCode')}
          required
          value={town.postalCode}
          problem={problems.postalCode}
          onChange={set('postalCode')}
        />
        {stateAsked !== 'none' && (
          <TextField
            id="town-state"
            label={t(stateAsked === 'optional' ? 'wizard.town.fields.stateOptional' : 'wizard.town.fields.state')}
            required={stateAsked === 'required'}
            value={town.state ?? ''}
            problem={problems.state}
            onChange={set('state')}
          />
        )}
      </div>
      <TextField
        id="town-character"
        label={t('wizard.town.fields.character')}
        help={t('wizard.town.fields.characterHelp')}
        value={town.character ?? ''}
        problem={problems.character}
        onChange={set('character')}
      />
      <fieldset>
        <legend>{t('wizard.town.fields.card')}</legend>
        <TextField
          id="town-specialty"
          label={t('wizard.town.fields.specialty')}
          required
          value={card.specialty}
          problem={problems['areaCard/specialty']}
          onChange={setCard('specialty')}
        />
        <TextField
          id="town-card-text"
          label={t('wizard.town.fields.cardText')}
          multiline
          required
          value={card.description}
          problem={problems['areaCard/description']}
          onChange={setCard('description')}
        />
        {[0, 1, 2, 3].map((i) => (
          <TextField
            key={i}
            id={`town-point-${i + 1}`}
            label={t(i === 3 ? 'wizard.town.fields.pointOptional' : 'wizard.town.fields.point', { place: i + 1 })}
            required={i < 3}
            value={card.features[i] ?? ''}
            problem={problems[`areaCard/features/${i}`] ?? (i === 0 ? problems['areaCard/features'] : undefined)}
            onChange={setPoint(i)}
          />
        ))}
      </fieldset>
    </>
  );
}
