// Checks of site.json's contactForm that the schema cannot express: the form asks for what the lead
// store needs (a name and a phone number or e-mail address, required), no box twice, and the consent
// box links to a page the site has.
import type { SiteModel } from '../../schema/generated/site';
import { contactFormProblems } from '../../shared/contact/form';
import { formFields } from '../../shared/site/contact-form';
import { catalogue } from '../errors/catalogue';
import type { Message } from '../errors/entry';

export function contactFormCheck(model: SiteModel, paths: string[], add: (pointer: string, m: Message) => void): void {
  const settings = model.contactForm;
  if (!settings) return;
  if (settings.fields) {
    const fields = formFields(model);
    for (const problem of contactFormProblems(fields)) {
      if (problem.kind === 'noName') add('/contactForm/fields', catalogue.formWithoutName());
      else if (problem.kind === 'noWayToReach') add('/contactForm/fields', catalogue.formWithoutWayToReach());
      else {
        const first = fields.findIndex((f) => f.name === problem.field);
        add(
          `/contactForm/fields/${problem.index}/field`,
          catalogue.formFieldTwice(settings.fields[problem.index]!.field, first + 1),
        );
      }
    }
  }
  const privacy = settings.consent?.privacyPage;
  if (privacy?.startsWith('/') && !paths.includes(privacy.split(/[?#]/)[0] || '/'))
    add('/contactForm/consent/privacyPage', catalogue.brokenLink(privacy, paths));
}
