// One paragraph of text in a box that grows with it, so a long paragraph is read whole rather than
// scrolled in a one-line field (CSS field-sizing in widgets.css). An emptied paragraph stays an empty
// text, so the check names it at its box rather than the list losing an item. Plain text only: the site's blocks draw paragraphs as written (no
// bold, no links), so the editor offers no formatting they could not draw. The schema picks it
// ("editorWidget": "paragraph"; the list around it is rjsf's, with add, remove and move buttons), and so
// does every long text by its name or length (long-text.ts), with its label above it.
import type { WidgetProps } from '@rjsf/utils';

/** "Paragraph 2" for the second of a list, from the field's id (f + its pointer); rjsf's own label there is "Paragraphs-2". */
const nameOf = (id: string, label: string) => {
  const place = /\/(\d+)$/.exec(id)?.[1];
  return place === undefined ? label : `${label} ${Number(place) + 1}`;
};

export function ParagraphWidget({
  id,
  value,
  label,
  schema,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  required,
  rawErrors,
  placeholder,
}: WidgetProps) {
  return (
    <textarea
      id={id}
      className="paragraph-text"
      aria-label={nameOf(id, String(schema.title ?? label))}
      value={typeof value === 'string' ? value : ''}
      rows={3}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
