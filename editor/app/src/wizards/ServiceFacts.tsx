// Add service, step 1: its name (the address name follows it), the pages it starts from, its towns.
import { TextField } from './TextField';
import type { Template, Town } from './draft-model';

export interface FactsProblems {
  name?: string;
  id?: string;
  towns?: string;
}
interface Props {
  name: string;
  id: string;
  source: string;
  offeredIn: string[];
  problems: FactsProblems;
  sources: { template: Template; name: string }[];
  towns: Town[];
  onName: (name: string) => void;
  onId: (id: string) => void;
  onSource: (id: string) => void;
  onTowns: (slugs: string[]) => void;
}

export function ServiceFacts({
  name,
  id,
  source,
  offeredIn,
  problems,
  sources,
  towns,
  onName,
  onId,
  onSource,
  onTowns,
}: Props) {
  const example = towns.find((t) => offeredIn.includes(t.slug)) ?? towns[0];
  return (
    <>
      <div className="field-row">
        <TextField id="service-name" label="Name" value={name} problem={problems.name} onChange={onName} />
        <TextField
          id="service-id"
          label="Address name"
          value={id}
          problem={problems.id}
          help={`Its pages’ web addresses: /${id || '…'}-in-${example?.slug ?? '…'}`}
          onChange={onId}
        />
      </div>
      <div className="form-group">
        <label className="control-label" htmlFor="service-source">
          Start its town pages from a copy of
        </label>
        <select id="service-source" value={source} onChange={(e) => onSource(e.target.value)}>
          {sources.map((s) => (
            <option key={s.template.id} value={s.template.id}>
              the {s.name} pages
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={problems.towns ? 'service-towns-problem' : undefined}>
        <legend>Offered in</legend>
        <ul className="town-checks">
          {towns.map((t) => (
            <li key={t.slug}>
              <label>
                <input
                  type="checkbox"
                  checked={offeredIn.includes(t.slug)}
                  aria-invalid={problems.towns ? true : undefined}
                  onChange={(e) =>
                    onTowns(
                      e.target.checked
                        ? towns.map((x) => x.slug).filter((s) => s === t.slug || offeredIn.includes(s))
                        : offeredIn.filter((s) => s !== t.slug),
                    )
                  }
                />{' '}
                {t.name}
              </label>
            </li>
          ))}
        </ul>
        {problems.towns && (
          <p className="text-danger" id="service-towns-problem">
            {problems.towns}
          </p>
        )}
      </fieldset>
    </>
  );
}
