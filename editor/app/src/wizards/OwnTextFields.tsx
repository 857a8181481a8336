// "Write this town's own text" for one page: every text a town may replace, the template's words
// shown above an empty box (left empty, the template's text is used). Lists such as paragraphs are
// written one item per line. Words each page fills in show as [town] (placeholder-words.ts).
import type { RJSFSchema } from '@rjsf/utils';
import { fromWords, toWords } from './placeholder-words';
import { overrideFields } from '../override-fields';
import type { Overrides, Template } from './draft-model';
import { useTranslation } from '../i18n';

interface Props {
  template: Template;
  /** The town's address name, and its name, which the blocks' headings show (“Landscaping in Port Clinton”). */
  town: string;
  townName: string;
  label: string;
  schema: RJSFSchema;
  value: Overrides;
  onChange: (value: Overrides) => void;
  idPrefix: string;
}

const read = (value: Overrides, at: string[]): unknown =>
  at.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);
function write(value: Overrides, at: string[], text: unknown): Overrides {
  const [head, ...rest] = at;
  const inner = (value as Record<string, unknown>)[head] as Overrides | undefined;
  return { ...value, [head]: rest.length ? write(inner ?? {}, rest, text) : text };
}

export function OwnTextFields({ template, town, townName, label, schema, value, onChange, idPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="override-list">
      {overrideFields(template, schema, town, townName).map((field) => {
        const id = `${idPrefix}-${field.at.join('-')}`;
        const lines = Array.isArray(field.templateValue);
        const own = read(value, field.at);
        const text = toWords(Array.isArray(own) ? own.join('\n') : typeof own === 'string' ? own : '');
        const templateText = toWords(
          lines ? (field.templateValue as string[]).join('\n') : (field.templateValue as string),
        );
        return (
          <li key={id} className="override">
            <div className="override-label">{field.label}</div>
            <div className="template-text" id={`${id}-template`}>
              <span className="tag">{t('wizard.everyTown')}</span> <span className="pre-line">{templateText}</span>
            </div>
            <label htmlFor={id}>{lines ? t('wizard.onePerLine', { label }) : label}</label>
            <textarea
              id={id}
              value={text}
              aria-describedby={`${id}-template`}
              placeholder={t('wizard.emptyUsesShared')}
              rows={Math.min(8, Math.max(2, Math.ceil(templateText.length / 70) + 1))}
              onChange={(e) =>
                onChange(
                  write(value, field.at, lines ? fromWords(e.target.value).split('\n') : fromWords(e.target.value)),
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
