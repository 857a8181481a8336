// The page being edited, drawn by the site's own renderer on the server. The frame is sandboxed
// without scripts: the page shows as it does before its script runs. Clicking a block selects it.
import { useEffect, useRef, useState } from 'react';
import type { CheckResult, SiteModel } from './api';
import { segmentsOf } from './pointer';
import { useDesktopFit } from './use-desktop-fit';

interface Props { check?: CheckResult; model: SiteModel; go: (pointer: string) => void }

/** A town's own text for a template block selects that block of the template. */
function editablePointer(source: string, model: SiteModel): string {
  const [part, , pages, templateId, blocks, blockId] = segmentsOf(source);
  if (part !== 'towns' || pages !== 'pages' || blocks !== 'blocks') return source;
  const templates = (model.templates ?? []) as { id: string; blocks: { id?: string }[] }[];
  const t = templates.findIndex((tpl) => tpl.id === templateId);
  const b = templates[t]?.blocks.findIndex((block) => block.id === blockId) ?? -1;
  return t >= 0 && b >= 0 ? `/templates/${t}/blocks/${b}` : source;
}

export function Preview({ check, model, go }: Props) {
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const fit = useDesktopFit();
  const frame = useRef<HTMLIFrameElement>(null);
  // While the draft has problems the server draws nothing: the last page drawn stays in view.
  const lastDrawn = useRef<CheckResult['preview']>(undefined);
  if (check?.preview) lastDrawn.current = check.preview;
  const preview = lastDrawn.current;
  const modelRef = useRef(model);
  modelRef.current = model;

  // The first page is loaded into the frame; later ones replace its head styles and body in place:
  // no reload, no flash, and the scroll position stays where the user was looking.
  const [firstHtml, setFirstHtml] = useState<string>();
  const drawnPath = useRef<string>(undefined);
  const frameLoaded = useRef(false);
  useEffect(() => {
    if (!preview) return;
    const doc = frame.current?.contentDocument;
    if (!firstHtml || !doc?.body || !frameLoaded.current || drawnPath.current !== preview.path) {
      if (preview.html !== firstHtml) frameLoaded.current = false;
      drawnPath.current = preview.path;
      setFirstHtml(preview.html);
      return;
    }
    const next = new DOMParser().parseFromString(preview.html, 'text/html');
    doc.head.replaceChildren(...[...next.head.childNodes].map((n) => doc.importNode(n, true)));
    doc.body.replaceChildren(...[...next.body.childNodes].map((n) => doc.importNode(n, true)));
    document.dispatchEvent(new CustomEvent('editor:preview-drawn'));
  }, [preview]); // eslint-disable-line react-hooks/exhaustive-deps

  const goRef = useRef(go);
  goRef.current = go;
  const wired = useRef(new WeakSet<Document>());
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const wire = () => {
      const doc = iframe.contentDocument;
      if (!doc || wired.current.has(doc)) return;
      wired.current.add(doc);
      frameLoaded.current = true;
      doc.addEventListener('click', (event) => {
        event.preventDefault(); // links inside the preview do not navigate it
        const slot = (event.target as Element).closest('[data-block]');
        if (!slot || !lastDrawn.current) return;
        const index = [...doc.querySelectorAll('[data-block]')].indexOf(slot);
        const source = lastDrawn.current.blockSources[index];
        if (source) goRef.current(editablePointer(source, modelRef.current));
      });
    };
    // On a busy machine the frame may finish loading before this effect runs: wire it now too.
    if (iframe.contentDocument?.URL === 'about:srcdoc' && iframe.contentDocument.readyState === 'complete') wire();
    iframe.addEventListener('load', wire);
    return () => iframe.removeEventListener('load', wire);
  }, [firstHtml]);

  return (
    <aside className="preview" aria-label="Page preview">
      <div className="preview-bar">
        <span className="preview-path">{preview?.path ?? '…'}</span>
        <div className="toggle" role="group" aria-label="Preview width">
          <button type="button" aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>Desktop</button>
          <button type="button" aria-pressed={width === 'phone'} onClick={() => setWidth('phone')}>Phone</button>
        </div>
      </div>
      <div className={`preview-stage ${width}`}>
        {preview
          ? (
            <div className="preview-fit" ref={fit.ref} style={fit.style}>
              <iframe ref={frame} title="Preview" sandbox="allow-same-origin" srcDoc={firstHtml ?? preview.html} />
            </div>
          )
          : <p className="hint">{check?.problems.length ? 'The preview is drawn once the problems are fixed.' : 'Drawing the page…'}</p>}
        {preview && !check?.preview && check?.problems.length ? <p className="stale" role="status">Showing the page before your last change: fix the problems to update it.</p> : null}
      </div>
    </aside>
  );
}
