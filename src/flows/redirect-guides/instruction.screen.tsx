/**
 * `/deposit/redirect/instruction` (flows §2 "Other redirect pages"; REDIR-03, decision REDIR-09):
 * the method's visual instruction as a slide carousel — a picture and sanitised words per slide,
 * next and previous buttons, a position indicator read out on every move ("2 of 5"), arrow keys
 * and swipes (both mirrored in right-to-left languages). The slides come from the method's
 * `instruction_slides` (src/domain/guides.ts).
 */
import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { instructionSlides } from '../../domain/guides.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $guideContext } from '../../stores/guides.ts';
import { $selectedMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { InstructionHtml } from '../../ui/instruction-html.tsx';
import { Page } from '../../ui/page.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import flowStyles from '../../../styles/redirect-guides.css';
import uiParts from '../../../styles/ui-parts.css';
import { keyStep, stepSlide, swipeStep } from './carousel.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);

export default function InstructionScreen() {
  const scope = useScope();
  const { t, language, dir } = useT();
  const method = useStore($selectedMethod(scope));
  const ctx = useStore($guideContext(scope));
  const slides = instructionSlides(method, ctx);
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const count = slides.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const move = (step: number) => setIndex(stepSlide(current, step, count));
  const position = t('redirect.slidePosition', { current: current + 1, total: count });
  const title = t('redirect.instruction');

  if (count === 0) {
    return (
      <Page className="cashier-guide">
        <StatusPanel icon={<AlertIcon />} title={t('redirect.noGuide')} />
      </Page>
    );
  }
  const slide = slides[current]!;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key, dir, current, count);
    if (step === 0) return;
    event.preventDefault();
    move(step);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const step = swipeStep(event.clientX - swipeStart.current, dir);
    swipeStart.current = null;
    if (step !== 0) move(step);
  };

  return (
    <Page title={title} className="cashier-guide">
      <p className="cashier-guide__method" dir="auto">
        {methodLabel(method, language)}
      </p>
      {/* WAI-ARIA carousel pattern: a labelled region of slides; arrow keys work anywhere inside it. */}
      <section className="cashier-carousel" aria-label={title} onKeyDown={onKeyDown}>
        <div
          className="cashier-carousel__viewport"
          role="group"
          aria-label={position}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          data-slide={current + 1}
        >
          {slide.image ? <img className="cashier-carousel__image" src={slide.image} alt={slide.alt} draggable={false} /> : null}
          <InstructionHtml key={current} html={slide.html} className="cashier-carousel__text" />
        </div>
        {/* aria-disabled, not disabled: the focused button keeps the focus at either end. */}
        <div className="cashier-carousel__controls">
          <Button variant="secondary" onClick={() => move(-1)} aria-disabled={current === 0 ? 'true' : undefined}>
            {t('redirect.previous')}
          </Button>
          {/* The position, read out politely after every move. */}
          <p className="cashier-carousel__position" role="status" aria-live="polite" aria-atomic="true">
            {position}
          </p>
          <Button onClick={() => move(1)} aria-disabled={current === count - 1 ? 'true' : undefined}>
            {t('redirect.next')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
