// Opening hours as a week: one row per day with an open/closed switch and two time pickers, the
// hours written beside as the site will write them (the site's language and 12/24-hour clock,
// by the renderer's own formatting), and "Same as Monday" to copy a day. The schema picks it
// ("editorWidget": "week-hours" on business.hours); the days are the schema's properties.
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { formatHours, weekdays, type HoursFormat } from '../../../../shared/site/business';
import { useSiteState } from '../pictures/site-context';
import { useTranslation } from '../i18n';

type Day = { opens: string; closes: string } | 'closed';
type Week = Record<string, Day>;

const OPEN_DAY = { opens: '09:00', closes: '17:00' };

/** A site.json setting, else the schema's default for it (what the build uses when it is left out). */
function setting<T>(
  model: Record<string, unknown>,
  root: RJSFSchema,
  part: string,
  definition: string,
  name: string,
): T | undefined {
  const given = (model[part] as Record<string, unknown> | undefined)?.[name];
  const property = (root.$defs?.[definition] as RJSFSchema | undefined)?.properties?.[name] as RJSFSchema | undefined;
  return (given ?? property?.default) as T | undefined;
}

/** The site's way of writing hours: its language (site.locale), clock (locale.hourCycle) and word for closed (labels.closed). */
function hoursFormat(model: Record<string, unknown>, root: RJSFSchema): HoursFormat {
  const language = (model.site as { locale?: string } | undefined)?.locale ?? 'en-US';
  return {
    locale: language,
    hourCycle: setting<12 | 24>(model, root, 'locale', 'Locale', 'hourCycle') ?? 12,
    closed: setting<string>(model, root, 'labels', 'Labels', 'closed') ?? 'Closed',
  };
}

/** Day names in the site's language; none while its language code is half typed (Intl refuses it). */
function dayNames(locale: string): Map<string, { name: string; short: string }> {
  try {
    return new Map(weekdays(locale).map((d) => [d.key as string, d]));
  } catch {
    return new Map();
  }
}

/** A field's own messages from the server's problems (rjsf's error tree). */
const messagesAt = (tree: unknown, ...path: string[]): string[] => {
  const node = path.reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], tree);
  return ((node as { __errors?: string[] } | undefined)?.__errors ?? []).map(String);
};

export function WeekHoursField({
  schema,
  formData,
  onChange,
  fieldPathId,
  errorSchema,
  registry,
  disabled,
  readonly,
}: FieldProps) {
  const { t } = useTranslation();
  const site = useSiteState();
  const week = (formData ?? {}) as Week;
  const keys = Object.keys(schema.properties ?? {});
  const format = hoursFormat(site.model as Record<string, unknown>, registry.rootSchema);
  const names = dayNames(format.locale);
  const nameOf = (key: string) => names.get(key)?.name ?? String((schema.properties?.[key] as RJSFSchema).title ?? key);
  const shortOf = (key: string) => names.get(key)?.short ?? nameOf(key);
  const id = fieldPathId.$id;
  const first = keys[0];
  const locked = disabled || readonly;

  const set = (key: string, day: Day) => onChange({ ...week, [key]: day }, fieldPathId.path);
  // Opening a closed day starts from the hours of the first open day, the likeliest ones.
  const reopen = () => Object.values(week).find((d): d is Exclude<Day, 'closed'> => typeof d === 'object') ?? OPEN_DAY;

  return (
    <fieldset className="week-hours" id={id}>
      <legend>{schema.title}</legend>
      {schema.description && <p className="field-description">{schema.description}</p>}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('widgets.hours.day')}</th>
            <th scope="col">{t('widgets.hours.open')}</th>
            <th scope="col">{t('widgets.hours.opensAt')}</th>
            <th scope="col">{t('widgets.hours.closesAt')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('widgets.hours.copy')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const day = week[key] ?? 'closed';
            const open = typeof day === 'object';
            const name = nameOf(key);
            const errors = [
              ...messagesAt(errorSchema, key),
              ...messagesAt(errorSchema, key, 'opens'),
              ...messagesAt(errorSchema, key, 'closes'),
            ];
            const time = (part: 'opens' | 'closes', label: string) => (
              <input
                id={`${id}/${key}/${part}`}
                type="time"
                aria-label={t('widgets.hours.time', { day: name, label })}
                value={open ? day[part] : ''}
                disabled={!open || locked}
                aria-invalid={messagesAt(errorSchema, key, part).length > 0 || undefined}
                onChange={(event) => open && set(key, { ...day, [part]: event.target.value })}
              />
            );
            return [
              <tr key={key} className={open ? undefined : 'closed'}>
                <th scope="row">
                  {name}
                  <span className="shown-as">
                    {open && !(day.opens && day.closes) ? '…' : formatHours(day as Day, format)}
                  </span>
                </th>
                <td>
                  <label className="switch">
                    <input
                      id={`${id}/${key}`}
                      type="checkbox"
                      checked={open}
                      disabled={locked}
                      onChange={(event) => set(key, event.target.checked ? { ...reopen() } : 'closed')}
                    />
                    <span className="visually-hidden">{t('widgets.hours.openOn', { day: name })}</span>
                  </label>
                </td>
                <td>{time('opens', t('widgets.hours.opensAtLower'))}</td>
                <td>{time('closes', t('widgets.hours.closesAtLower'))}</td>
                <td>
                  {key !== first && (
                    <button
                      type="button"
                      className="small-button"
                      disabled={locked || JSON.stringify(day) === JSON.stringify(week[first])}
                      onClick={() => set(key, week[first])}
                    >
                      {t('widgets.hours.sameAs', { day: shortOf(first) })}
                      <span className="visually-hidden"> {t('widgets.hours.sameAsFor', { day: name })}</span>
                    </button>
                  )}
                </td>
              </tr>,
              errors.length > 0 && (
                <tr key={`${key}-errors`} className="week-hours-errors">
                  <td colSpan={5}>
                    <ul className="error-detail">
                      {errors.map((text) => (
                        <li key={text} className="text-danger">
                          {t('widgets.hours.message', { day: name, message: text })}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
