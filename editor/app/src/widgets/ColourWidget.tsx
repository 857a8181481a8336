// A colour: the hex text box, with a colour picker beside it showing the colour, both in step. A
// theme colour left out shows the one the build computes for it (generator/check/contrast.ts). The build's
// contrast check reaches the field as its problem, like every other message. The schema picks it:
// schema-view.ts gives hex-colour properties format "color".
import type { WidgetProps } from '@rjsf/utils';
import { resolvePalette } from '../../../../shared/site/palette';
import { segmentsOf } from '../../../shared/pointer';
import { useSiteState } from '../pictures/site-context';
import { useTranslation } from '../i18n';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colour the build uses for a theme colour left out of site.json, if this field is one. */
function computedColour(model: Record<string, unknown>, pointer: string): string | undefined {
  const [part, name] = segmentsOf(pointer);
  const theme = model.theme as Parameters<typeof resolvePalette>[0] | undefined;
  if (part !== 'theme' || !name || !theme || !HEX.test(String(theme.accent))) return undefined;
  return (resolvePalette(theme) as unknown as Record<string, string>)[name];
}

export function ColourWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  label,
  rawErrors,
  required,
}: WidgetProps) {
  const { t } = useTranslation();
  const site = useSiteState();
  const text = typeof value === 'string' ? value : '';
  const computed = text ? undefined : computedColour(site.model as Record<string, unknown>, id.replace(/^f/, ''));
  const shown = HEX.test(text) ? text.toLowerCase() : (computed ?? '#ffffff');
  return (
    <div className="colour-field">
      <input
        type="color"
        aria-label={t('widgets.pickColour', { label })}
        value={shown}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        id={id}
        type="text"
        value={text}
        placeholder={computed ? t('widgets.automaticColour', { colour: computed }) : '#'}
        spellCheck={false}
        maxLength={7}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </div>
  );
}
