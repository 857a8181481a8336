// The Contact form part: site.json's `contactForm` as its form shows it and as it is written back.
// The form lists the boxes the site's form asks for now: site.json's list, or, while it has none, the
// form the site draws without one (shared/site/contact-form.ts: the US form, or the country's when
// `contactForm` has other settings), each with "must be filled in" ticked as the site treats it. Her
// change is written only where she made it: the list goes into site.json once she changes it, and
// `contactForm` stays out while nothing in it is set.
import type { ContactField } from '../../../shared/contact/fields';
import { contactForm } from '../../../shared/site/contact-form';
import type { FormField, SiteModel } from '../../../schema/generated/site';

export type ContactFormSettings = NonNullable<SiteModel['contactForm']>;
type ShownField = { field?: FormField['field']; required?: boolean };
type Shown = Omit<ContactFormSettings, 'fields'> & { fields: ShownField[] };

/** site.json's name of each box the form posts (shared/site/contact-form.ts names them the other way). */
const BOX_OF: Record<ContactField, FormField['field']> = {
  first_name: 'firstName',
  last_name: 'lastName',
  cell_phone: 'phone',
  email: 'email',
  street_address: 'street',
  city: 'city',
  state: 'region',
  zip_code: 'postalCode',
  comments: 'comments',
};

const settingsOf = (model: unknown) => (model as Partial<SiteModel>).contactForm;

/** The boxes the site's form asks for now, each with whether it must be filled in. */
export function formBoxes(model: unknown): ShownField[] {
  const own = settingsOf(model)?.fields;
  if (own) return own.map((f) => ({ ...f, required: f.required ?? true }));
  try {
    return contactForm(model as SiteModel).fields.map((f) => ({ field: BOX_OF[f.name], required: f.required }));
  } catch {
    return []; // a draft the form cannot be worked out from yet (its country half typed)
  }
}

/** `contactForm` as the form shows it: its settings, with the boxes the form asks for now. */
export function shownSettings(model: unknown): Shown {
  return { ...settingsOf(model), fields: formBoxes(model) };
}

const sameBoxes = (a: ShownField[], b: ShownField[]) =>
  a.length === b.length &&
  a.every((f, i) => f.field === b[i]!.field && (f.required ?? true) === (b[i]!.required ?? true));

/**
 * What the form's data writes into site.json: the list of boxes only once it differs from what the
 * site asks for without one (each box as site.json had it when unchanged, else with `required` only
 * when false), a part switched off (undefined) left out, and no `contactForm` at all while it is empty.
 */
export function writtenSettings(formData: unknown, model: unknown): ContactFormSettings | undefined {
  const before = settingsOf(model);
  const data = (formData ?? {}) as Partial<Shown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (key !== 'fields' && value !== undefined) out[key] = value;
  const boxes = data.fields ?? [];
  if (before?.fields || !sameBoxes(boxes, formBoxes(model)))
    out.fields = boxes.map((box) => {
      const was = before?.fields?.find((f) => f.field === box.field);
      if (was && (was.required ?? true) === (box.required ?? true)) return was;
      return { ...(box.field ? { field: box.field } : {}), ...(box.required === false ? { required: false } : {}) };
    });
  // Fields first, as site.json's own order has them (the schema's).
  const ordered = Object.fromEntries(
    ['fields', 'consent', 'photo', ...Object.keys(out)].filter((k) => k in out).map((k) => [k, out[k]]),
  );
  return before === undefined && !Object.keys(ordered).length ? undefined : (ordered as ContactFormSettings);
}

/** A privacy policy page of the site to start the consent box with: a page or legal link whose address says so. */
export function privacyPageOf(model: unknown): string | undefined {
  const m = model as Partial<SiteModel>;
  const addresses = [
    ...(m.navigation?.legal ?? []).map((l) => l.href),
    ...(m.pages ?? []).map((p) => p.path),
    ...(m.navigation?.footer ?? []).map((l) => l.href),
  ];
  return addresses.find((href) => /privacy|datenschutz|confidentialit|privacidad/i.test(href));
}
