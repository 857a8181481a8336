// Add service, step 1: its name (the address name follows it), the pages it starts from, its towns.
import { TextField } from './TextField';
import type { Template, Town } from './draft-model';
import { useTranslation } from '../i18n';

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
  /** Its town pages' address pattern (townPagePath), with {townSlug}. */
  path: string;
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
  path,
  onName,
  onId,
  onSource,
  onTowns,
}: Props) {
  const { t } = useTranslation();
  const example = towns.find((town) => offeredIn.includes(town.slug)) ?? towns[0];
  return (
    <>
      <div className="field-row">
        <TextField
          id="service-name"
          label={t('wizard.service.fields.name')}
          required
          value={name}
          problem={problems.name}
          onChange={onName}
        />
        <TextField
          id="service-id"
          label={t('wizard.service.fields.id')}
          required
          value={id}
          problem={problems.id}
          help={t('wizard.service.fields.idHelp', { path: path.replace('{townSlug}', example?.slug ?? '…') })}
          onChange={onId}
        />
      </div>
      <div className="form-group">
        <label className="control-label" htmlFor="service-source">
          {t('wizard.service.fields.source')}
        </label>
        <select id="service-source" value={source} onChange={(e) => onSource(e.target.value)}>
          {sources.map((s) => (
            <option key={s.template.id} value={s.template.id}>
              {t('wizard.service.fields.sourcePages', { service: s.name })}
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={problems.towns ? 'service-towns-problem' : undefined}>
        <legend>{t('wizard.service.fields.offeredIn')}</legend>
        <ul className="town-checks">
          {towns.map((town) => (
            <li key={town.slug}>
              <label>
                <input
                  type="checkbox"
                  checked={offeredIn.includes(town.slug)}
                  aria-invalid={problems.towns ? true : undefined}
                  onChange={(e) =>
                    onTowns(
                      e.target.checked
                        ? towns.map((x) => x.slug).filter((s) => s === town.slug || offeredIn.includes(s))
                        : offeredIn.filter((s) => s !== town.slug),
                    )
                  }
                />{' '}
                {town.name}
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
