/**
 * Server HTML for instruction steps (UNI-06: sanitised, multi-step), shown safely. The sanitiser
 * (sanitize-html.ts, with DOMPurify) loads lazily; until it is in — or if it cannot load — the
 * plain words are shown, so the user is never left without the instructions. The sanitised nodes
 * are appended to a container React renders empty (React never owns them): no
 * dangerouslySetInnerHTML anywhere. One step per component; the flow lays the steps out.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { htmlToPlainText } from './html-text.ts';

/** Loads the sanitiser module; tests pass their own. */
export type SanitizerLoader = () => Promise<{ sanitizeInstructionHtml(html: string): DocumentFragment }>;
const loadSanitizer: SanitizerLoader = () => import('./sanitize-html.ts');

type SanitizerState =
  | { status: 'loading' }
  | { status: 'ready'; sanitize(html: string): DocumentFragment }
  | { status: 'error' };

export interface InstructionHtmlProps {
  /** Untrusted HTML from the server (an instruction step or text). */
  html: string;
  className?: string;
  /** Test seam for the lazy sanitiser. */
  loadSanitizer?: SanitizerLoader;
}

export function InstructionHtml({ html, className, loadSanitizer: load = loadSanitizer }: InstructionHtmlProps) {
  const [sanitizer, setSanitizer] = useState<SanitizerState>({ status: 'loading' });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (module) => {
        if (current) setSanitizer({ status: 'ready', sanitize: module.sanitizeInstructionHtml });
      },
      () => {
        if (current) setSanitizer({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  // Before paint, so the plain text is replaced without an empty frame in between.
  useLayoutEffect(() => {
    if (sanitizer.status !== 'ready' || !container.current) return;
    try {
      container.current.replaceChildren(sanitizer.sanitize(html));
    } catch {
      setSanitizer({ status: 'error' });
    }
  }, [html, sanitizer]);

  const plain = useMemo(() => (sanitizer.status === 'ready' ? '' : htmlToPlainText(html)), [html, sanitizer.status]);
  const classes = (extra: string) => ['cashier-instruction', extra, className ?? ''].filter(Boolean).join(' ');

  // Distinct keys: React must never reuse the container it does not own the children of.
  if (sanitizer.status === 'ready') return <div key="rich" ref={container} className={classes('')} />;
  return (
    <div key="plain" className={classes('cashier-instruction--plain')} aria-busy={sanitizer.status === 'loading' ? 'true' : undefined}>
      {plain}
    </div>
  );
}
