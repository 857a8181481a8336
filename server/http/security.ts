// Security headers for every response: a strict CSP (no inline or eval'd script), HSTS,
// nosniff, a referrer policy and a Permissions-Policy that turns off sensors we never use.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** The only host the site may frame: the Google Maps embed, loaded on click. */
export const MAP_FRAME_ORIGIN = 'https://www.google.com';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

export function securityHeaders(): RequestHandler[] {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at run time, hence 'unsafe-inline' for styles only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: [MAP_FRAME_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [helmetMiddleware, permissions];
}
