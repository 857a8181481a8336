// What each {placeholder} of a template's text becomes for one town, with the engine's own values.
import { siteVars, townVars } from '../../../../shared/site/placeholders';
import type { SiteModel as Model, Town, Service } from '../../../../schema/generated/site';
import type { SiteModel } from '../api';
import type { Template } from './draft-model';

/** The placeholders the template's texts use, each with its value for the town. */
export function placeholderValues(
  model: SiteModel,
  template: Template,
  town: Town,
  service?: Service,
): [string, string][] {
  const vars = { ...siteVars(model as unknown as Model), ...townVars(town, service) };
  const used = [...new Set([...JSON.stringify(template).matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]))];
  return used.filter((name) => name in vars).map((name) => [`{${name}}`, vars[name]]);
}
