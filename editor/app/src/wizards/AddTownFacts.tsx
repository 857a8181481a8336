// Add a town, step 1: the town's facts and its card on the overview pages (docs/editing.md 4.3).
import { slugFrom, type Town } from './draft-model';
import { TextField } from './TextField';

interface Props {
  town: Town;
  slugEdited: boolean;
  problems: Record<string, string>;
  onChange: (town: Town, slugEdited?: boolean) => void;
}

export function AddTownFacts({ town, slugEdited, problems, onChange }: Props) {
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
          label="Name"
          value={town.name}
          problem={problems.name}
          onChange={(name) => onChange({ ...town, name, ...(slugEdited ? {} : { slug: slugFrom(name) }) })}
        />
        <TextField
          id="town-slug"
          label="Address name"
          value={town.slug}
          problem={problems.slug}
          help={`Part of its pages’ web addresses: /landscaping-in-${town.slug || '…'}`}
          onChange={(slug) => onChange({ ...town, slug }, true)}
        />
      </div>
      <div className="field-row">
        <TextField
          id="town-county"
          label="County"
          help="Without the word “County”."
          value={town.county}
          problem={problems.county}
          onChange={set('county')}
        />
        <TextField
          id="town-postal-code"
          label="Postal code"
          value={town.postalCode}
          problem={problems.postalCode}
          onChange={set('postalCode')}
        />
        <TextField id="town-state" label="State" value={town.state} problem={problems.state} onChange={set('state')} />
      </div>
      <TextField
        id="town-character"
        label="What the town is like (optional)"
        help="A few words for whoever writes its pages’ text; not shown on the pages."
        value={town.character ?? ''}
        problem={problems.character}
        onChange={set('character')}
      />
      <fieldset>
        <legend>Its card on the overview pages</legend>
        <TextField
          id="town-specialty"
          label="Specialty"
          value={card.specialty}
          problem={problems['areaCard/specialty']}
          onChange={setCard('specialty')}
        />
        <TextField
          id="town-card-text"
          label="One or two sentences"
          multiline
          value={card.description}
          problem={problems['areaCard/description']}
          onChange={setCard('description')}
        />
        {[0, 1, 2, 3].map((i) => (
          <TextField
            key={i}
            id={`town-point-${i + 1}`}
            label={`Point ${i + 1}${i === 3 ? ' (optional)' : ''}`}
            value={card.features[i] ?? ''}
            problem={problems[`areaCard/features/${i}`] ?? (i === 0 ? problems['areaCard/features'] : undefined)}
            onChange={setPoint(i)}
          />
        ))}
      </fieldset>
    </>
  );
}
