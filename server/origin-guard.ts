// Refuses cross-site form posts (CSRF-style abuse from other sites' pages). A post is allowed when
// it carries no Origin (curl, old browsers) or an Origin naming this host or a configured origin.
import type { RequestHandler } from 'express';
import { MESSAGES } from '../src/contact/rules';

function normalizeOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, '');
}

function hostOf(origin: string): string | null {
  try { return new URL(origin).host.toLowerCase(); } catch { return null; }
}

export function originGuard(allowedOrigins: string[] = []): RequestHandler {
  const allowed = new Set(allowedOrigins.map(normalizeOrigin));
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin !== undefined && allowed.has(normalizeOrigin(origin))) return next();
    const fetchSite = req.get('sec-fetch-site');
    // req.host honours X-Forwarded-Host only when trust proxy is configured.
    const sameHost = origin === undefined || hostOf(origin) === (req.host ?? '').toLowerCase();
    if (fetchSite === 'cross-site' || !sameHost) {
      res.status(403).json({ success: false, message: MESSAGES.crossSite });
      return;
    }
    next();
  };
}
