// The page being edited, drawn by the site's own renderer on the server. The frame is sandboxed
// without scripts: the page shows as it does before its script runs. Clicking a block selects it.
// Each new drawing is morphed into the frame's document, never reloaded (use-preview-frame.ts).
import { useEffect, useRef, useState } from 'react';
import type { CheckResult, SiteModel } from './api';
import { segmentsOf } from '../../shared/pointer';
import { useDesktopFit } from './use-desktop-fit';
import { usePreviewFrame } from './use-preview-frame';
import { useTranslation } from './i18n';

interface Props {
  check?: CheckResult;
  model: SiteModel;
  go: (pointer: string) => void;
  /** An element of the page to keep in view (the contact form while its settings are edited). */
  anchor?: string;
}

/** A town's own text for a template block selects that block of the template. */
function editablePointer(source: string, model: SiteModel): string {
  const [part, , pages, templateId, blocks, blockId] = segmentsOf(source);
  if (part !== 'towns' || pages !== 'pages' || blocks !== 'blocks') return source;
  const templates = (model.templates ?? []) as { id: string; blocks: { id?: string }[] }[];
  const tp = templates.findIndex((tpl) => tpl.id === templateId);
  const b = templates[tp]?.blocks.findIndex((block) => block.id === blockId) ?? -1;
  return tp >= 0 && b >= 0 ? `/templates/${tp}/blocks/${b}` : source;
}

export function Preview({ check, model, go, anchor }: Props) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const fit = useDesktopFit();
  const frame = useRef<HTMLIFrameElement>(null);
  // While the draft has problems the server draws nothing: the last page drawn stays in view.
  const lastDrawn = useRef<CheckResult['preview']>(undefined);
  if (check?.preview) lastDrawn.current = check.preview;
  const preview = lastDrawn.current;

  const srcDoc = usePreviewFrame(frame, preview, (doc, event) => {
    event.preventDefault(); // links inside the preview do not navigate it
    const slot = (event.target as Element).closest('[data-block]');
    if (!slot || !lastDrawn.current) return;
    const index = [...doc.querySelectorAll('[data-block]')].indexOf(slot);
    const source = lastDrawn.current.blockSources[index];
    if (source) go(editablePointer(source, model));
  });

  // The anchor in view whenever the page is drawn again (every change redraws it).
  useEffect(() => {
    if (!anchor) return;
    const show = () =>
      frame.current?.contentDocument?.getElementById(anchor)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    show();
    const iframe = frame.current;
    document.addEventListener('editor:preview-drawn', show);
    iframe?.addEventListener('load', show);
    return () => {
      document.removeEventListener('editor:preview-drawn', show);
      iframe?.removeEventListener('load', show);
    };
  }, [anchor, preview?.path]);

  return (
    <aside className="preview" aria-label={t('preview.label')}>
      <div className="preview-bar">
        <span className="preview-path">{preview?.path ?? '…'}</span>
        <div className="toggle" role="group" aria-label={t('preview.width')}>
          <button type="button" aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>
            {t('preview.desktop')}
          </button>
          <button type="button" aria-pressed={width === 'phone'} onClick={() => setWidth('phone')}>
            {t('preview.phone')}
          </button>
        </div>
      </div>
      <div className={`preview-stage ${width}`}>
        {preview ? (
          <div className="preview-fit" ref={fit.ref} style={fit.style}>
            <iframe ref={frame} title={t('preview.frame')} sandbox="allow-same-origin" srcDoc={srcDoc} />
          </div>
        ) : (
          <p className="hint">{check?.problems.length ? t('preview.waiting') : t('preview.drawing')}</p>
        )}
        {preview && !check?.preview && check?.problems.length ? (
          <p className="stale" role="status">
            {t('preview.stale')}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
