// What a site that leaves a property out gets: the schema's `default` of each property of a definition.
import schema from '../../schema/site.schema.json' with { type: 'json' };

type Defaults<T> = { [K in keyof T]-?: { default?: T[K] } };

export function schemaDefaults<T>(definition: 'Labels' | 'Locale'): Partial<T> {
  const { properties } = (schema.$defs as unknown as Record<string, { properties: Defaults<T> }>)[definition]!;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, p]) =>
      (p as { default?: unknown }).default === undefined ? [] : [[key, (p as { default?: unknown }).default]],
    ),
  ) as Partial<T>;
}
