// A group of settings that is there or not (the contact form's consent box, its photo upload): a tick
// box named by the group's title (its help below: `ui:description`, else the schema's) turns it on,
// with its settings below it, or off, which leaves it out of site.json. Turned on, it starts from `ui:options.start` (the site's privacy page), else from its
// settings' defaults that are more than yes or no (a photo's largest size), so no box reads as empty.
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';

/** The settings' defaults a group starts with: the values of its boxes, not its unticked choices. */
function startOf(schema: RJSFSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const value = typeof property === 'object' ? property.default : undefined;
      return value === undefined || typeof value === 'boolean' ? [] : [[name, value]];
    }),
  );
}

export function OptionalGroupField(props: FieldProps) {
  const { schema, uiSchema, formData, onChange, fieldPathId, registry, disabled, readonly } = props;
  const ObjectField = registry.fields.ObjectField;
  const on = formData !== undefined && formData !== null;
  const { start, description = schema.description } = getUiOptions(uiSchema) as {
    start?: unknown;
    description?: string;
  };
  const { 'ui:field': _field, 'ui:description': _description, ...inside } = uiSchema ?? {};
  const id = fieldPathId.$id;
  const described = description ? `${id}-about` : undefined;
  return (
    <div className={`optional-group${on ? ' on' : ''}`}>
      <div className="checkbox">
        <label>
          <input
            type="checkbox"
            id={`${id}-on`}
            checked={on}
            disabled={disabled || readonly}
            aria-describedby={described}
            onChange={(event) =>
              onChange(event.target.checked ? structuredClone(start ?? startOf(schema)) : undefined, fieldPathId.path)
            }
          />{' '}
          <span className="optional-group-title">{schema.title}</span>
        </label>
      </div>
      {description && (
        <p className="field-description" id={described}>
          {description}
        </p>
      )}
      {on && <ObjectField {...props} uiSchema={{ ...inside, 'ui:label': false }} />}
    </div>
  );
}
