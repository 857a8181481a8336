// Refuses cross-site form posts (CSRF-style abuse from other sites' pages). A post is allowed when
// it carries no Origin (curl, old browsers) or an Origin naming this host or a configured origin.
import type { Request, RequestHandler } from 'express';
import { answer, refusedPage } from './contact-page.js';
import { wordsOf } from '../builds/request-build.js';

function normalizeOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, '');
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether a request may post the form: the rule itself, also used to tell refused posts apart for rate limiting. */
export function allowedSource(allowedOrigins: string[] = []): (req: Request) => boolean {
  const allowed = new Set(allowedOrigins.map(normalizeOrigin));
  return (req) => {
    const origin = req.get('origin');
    if (origin !== undefined && allowed.has(normalizeOrigin(origin))) return true;
    // req.host honours X-Forwarded-Host only when trust proxy is configured.
    const sameHost = origin === undefined || hostOf(origin) === (req.host ?? '').toLowerCase();
    return req.get('sec-fetch-site') !== 'cross-site' && sameHost;
  };
}

export function originGuard(isAllowed: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (isAllowed(req)) return next();
    const { crossSite } = wordsOf(res);
    answer(res, 403, { success: false, message: crossSite }, () => refusedPage(res, crossSite));
  };
}
