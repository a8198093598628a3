/**
 * The redirect page's guide buttons (flows §2 "Redirect base"; REDIR-02, decision REDIR-09): "Visual
 * instruction" when the method has instruction slides in the player's language, "Video guide" when
 * it has a `video_guide_url` for the player's `lang_country` (or the `redesign` key). Each opens
 * its page; with neither, nothing is rendered.
 */
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { instructionSlides, videoGuideUrl } from '../../domain/guides.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_REDIRECT_INSTRUCTION, DEPOSIT_VIDEO_INSTRUCTION } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { $guideContext } from '../../stores/guides.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import guideStyles from '../../../styles/guide-buttons.css';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(guideStyles);

export function GuideButtons({ method }: { method: PaymentMethod }) {
  const scope = useScope();
  const { t } = useT();
  const [, navigate] = useLocation();
  const ctx = useStore($guideContext(scope));
  const hasSlides = instructionSlides(method, ctx).length > 0;
  const hasVideo = videoGuideUrl(method, ctx) !== null;
  if (!hasSlides && !hasVideo) return null;
  return (
    <div className="cashier-guide-buttons">
      {hasSlides ? (
        <Button variant="secondary" onClick={() => navigate(DEPOSIT_REDIRECT_INSTRUCTION)}>
          {t('redirect.instruction')}
        </Button>
      ) : null}
      {hasVideo ? (
        <Button variant="secondary" onClick={() => navigate(DEPOSIT_VIDEO_INSTRUCTION)}>
          {t('redirect.videoGuide')}
        </Button>
      ) : null}
    </div>
  );
}
