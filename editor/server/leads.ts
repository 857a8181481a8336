// The owner's Leads inbox: the lead store the public server writes (the same DATA_DIR or
// DATABASE_URL), read and changed through the editor. app.ts mounts it after the login, Origin and
// CSRF guards, so it answers only whom the rest of the editor answers, and every change needs the token.
// Fields are named as the form of the site being edited names them (a UK site's "County", "Postcode"),
// in its order, then when the person agreed to the privacy policy (in the site's language, as the
// owner's e-mail says it); a lead's photo is served from the lead store (GET /api/leads/:id/photo).
import { readFile } from 'node:fs/promises';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { inMainLanguage, loadSiteText } from '../../generator/api';
import { contactLocale } from '../../shared/site/contact-locale';
import type { SiteModel } from '../../schema/generated/site';
import { isLeadStatus, LEAD_STATUSES, type LeadListRow, type LeadStatus } from '../../shared/leads';
import type { LeadStore } from '../../server/store/lead-store';
import { exportCsv, type FieldLabels } from '../../server/leads/leads-cli';
import { FIELD_LABELS, phoneForPeople } from '../../shared/contact/rules';
import { US_CONTACT_LOCALE, type ContactLocale } from '../../shared/contact/locale';
import { DEFAULT_CONTACT_FORM, fieldsToShow, type ContactForm } from '../../shared/contact/form';
import { contactForm } from '../../shared/site/contact-form';
import { en } from '../../shared/site/languages/en';
import { enginePack } from '../../shared/site/languages/packs';
import { openLeadStore, type StoreSettings } from '../../server/store/open-store';
import { redactUrl } from '../../server/store/postgres-store';
import type { MailSetupAnswer } from '../shared/api-types';
import { mailSetupOf } from './mail-setup';
import { t } from '../shared/i18n';

const LEADS_PAGE_SIZE = 50;

interface EditedForm {
  labels: FieldLabels;
  form: ContactForm;
  /** What the owner's e-mail calls the privacy consent, in the site's language. */
  consent: string;
  /** What it calls the language of the page a lead came from. */
  language: string;
  /** The business's country's contact rules: a lead's phone is shown as people there write it. */
  locale: ContactLocale;
}

/** The field labels and the form of site.json as saved now, as the build resolves them; US English while it cannot be read. */
async function editedForm(siteFile: string): Promise<EditedForm> {
  try {
    const model = inMainLanguage(loadSiteText(await readFile(siteFile, 'utf8')).raw) as SiteModel; // the office's language
    const locale = contactLocale(model);
    return {
      labels: locale.fieldLabels,
      form: contactForm(model),
      consent: enginePack(model.site.locale).mail.consent,
      language: enginePack(model.site.locale).mail.language,
      locale,
    };
  } catch {
    // a hand edit broke the file: the inbox still works, with the default words
    return {
      labels: FIELD_LABELS,
      form: DEFAULT_CONTACT_FORM,
      consent: en.mail.consent,
      language: en.mail.language,
      locale: US_CONTACT_LOCALE,
    };
  }
}
const editedFieldLabels = async (siteFile: string) => (await editedForm(siteFile)).labels;
/** Leads as the office reads them: each phone (stored international, E.164) in the country's own form. */
const shownLeads = async <T extends { cell_phone: string }>(siteFile: string, leads: T[]): Promise<T[]> => {
  const { locale } = await editedForm(siteFile);
  return leads.map((lead) => ({ ...lead, cell_phone: phoneForPeople(lead.cell_phone, locale) }));
};

/** The lead database could not be opened: the message names it and says what to check. */
class LeadStoreUnavailable extends Error {}

type Counts = Record<LeadStatus, number>;

/** `publicUrl`: the site's server, asked whether it e-mails leads (mail-setup.ts). */
export function leadsApi(settings: StoreSettings, siteFile: string, publicUrl = 'http://localhost:3000') {
  const mailSetup = mailSetupOf(publicUrl);
  // Opened on first use, so the editor starts (and edits the site) even when the database is down;
  // a failed open is tried again on the next request.
  let opening: Promise<LeadStore> | undefined;
  const store = () =>
    (opening ??= openLeadStore(settings).catch((error: Error) => {
      opening = undefined;
      const where = settings.databaseUrl
        ? t('server.leads.postgres', { url: redactUrl(settings.databaseUrl) })
        : `${settings.dataDir} (DATA_DIR)`;
      throw new LeadStoreUnavailable(t('server.leads.unavailable', { where, error: error.message }));
    }));
  /**
   * The form's fields in form order (then any other this lead has a value for) with the words the CLI, the
   * e-mail and the CSV use; then, when the person ticked the consent box, when (consent_at).
   */
  const fields = async (lead: LeadListRow) => {
    const { labels, form, consent, language } = await editedForm(siteFile);
    const shown: { name: keyof LeadListRow; label: string }[] = fieldsToShow(form, lead).map((name) => ({
      name,
      label: labels[name],
    }));
    if (lead.consent_at) shown.push({ name: 'consent_at', label: consent });
    if (lead.language) shown.push({ name: 'language', label: language }); // the page's, on a site of several languages
    return shown;
  };
  const counts = async (leads: LeadStore): Promise<Counts> =>
    Object.fromEntries(await Promise.all(LEAD_STATUSES.map(async (s) => [s, await leads.countLeads(s)]))) as Counts;

  const router = Router();
  router.use('/api/leads', (_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  }); // personal data

  router.get('/api/leads', async (req, res) => {
    const status = req.query.status || undefined;
    const offset = Number(req.query.offset ?? 0);
    if (status !== undefined && !isLeadStatus(status)) {
      res.status(400).json({
        error: t('server.leads.unknownStatus', { status: String(status), statuses: LEAD_STATUSES.join(', ') }),
      });
      return;
    }
    if (!Number.isInteger(offset) || offset < 0) {
      res.status(400).json({ error: t('server.leads.offset') });
      return;
    }
    const leads = await store();
    res.json({
      leads: await shownLeads(siteFile, await leads.listLeads({ limit: LEADS_PAGE_SIZE, offset, status })),
      counts: await counts(leads),
      offset,
      pageSize: LEADS_PAGE_SIZE,
    });
  });

  router.get('/api/leads/counts', async (_req, res) => {
    res.json(await counts(await store()));
  });
  // Whether the office gets leads by e-mail: the inbox says "E-mail is off" rather than "Waiting" when not.
  router.get('/api/leads/mail', async (_req, res) => {
    const answer: MailSetupAnswer = { mail: await mailSetup(), publicUrl };
    res.json(answer);
  });

  // The same formula-safe CSV as `npm run leads -- export --csv`.
  router.get('/api/leads/export.csv', async (_req, res) => {
    const csv = exportCsv(
      await shownLeads(siteFile, await (await store()).listLeads()),
      await editedFieldLabels(siteFile),
    );
    res
      .attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  const sendLead = async (res: Response, leads: LeadStore, id: string) => {
    const stored = await leads.getLeadWithMail(id);
    const [lead] = stored ? await shownLeads(siteFile, [stored]) : [];
    if (lead) res.json({ lead, fields: await fields(lead) });
    else notFound(res);
  };

  router.get('/api/leads/:id', async (req, res) => {
    await sendLead(res, await store(), req.params.id);
  });

  // The photo sent with a lead, as the lead store keeps it (a JPEG re-encoded without metadata).
  router.get('/api/leads/:id/photo', async (req, res) => {
    const photo = await (await store()).getLeadPhoto(req.params.id);
    if (!photo) {
      notFound(res);
      return;
    }
    res.type(photo.content_type).send(Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength));
  });

  router.put('/api/leads/:id/status', async (req: Request<{ id: string }, unknown, { status?: unknown }>, res) => {
    const { status } = req.body ?? {};
    if (!isLeadStatus(status)) {
      res.status(400).json({
        error: t('server.leads.unknownStatus', { status: String(status), statuses: LEAD_STATUSES.join(', ') }),
      });
      return;
    }
    const leads = await store();
    if (!(await leads.setLeadStatus(req.params.id, status))) {
      notFound(res);
      return;
    }
    await sendLead(res, leads, req.params.id);
  });

  router.post('/api/leads/:id/retry', async (req, res) => {
    const leads = await store();
    if (!(await leads.retryLeadMail(req.params.id))) {
      const lead = await leads.getLeadWithMail(req.params.id);
      if (!lead) {
        notFound(res);
        return;
      }
      res.status(409).json({
        error: t('server.leads.nothingToRetry'),
        lead,
      });
      return;
    }
    await sendLead(res, leads, req.params.id);
  });

  // The same deletion as `npm run leads -- delete <id>`: the lead and its e-mail job, bytes overwritten.
  router.delete('/api/leads/:id', async (req, res) => {
    const removed = await (await store()).deleteLeads({ id: req.params.id });
    if (!removed.length) {
      notFound(res);
      return;
    }
    res.json({ removed: removed.length });
  });

  router.use('/api/leads', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!(error instanceof LeadStoreUnavailable)) {
      next(error);
      return;
    }
    res.status(503).json({ error: error.message });
  });

  const close = async () => {
    await (await opening?.catch(() => undefined))?.close();
  };
  return { router, close };
}

function notFound(res: Response) {
  res.status(404).json({ error: t('server.leads.noSuchLead') });
}
