import { Alert, Button, CloseButton, HStack, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { NoticeBar, type NoticePlacement } from '../components/notice-bar.tsx';
import { sortBanners, type BannerItem } from './banner-item.ts';

export interface BannerCarouselProps {
  banners: readonly BannerItem[];
  /** "Dismiss" on a dismissible banner: the caller removes it and tells the server. */
  onDismiss?: (banner: BannerItem) => void;
  /** The button of an info banner: the caller hides it for good. */
  onHide?: (banner: BannerItem) => void;
  /** The close button: the caller hides it for this page view. */
  onClose?: (banner: BannerItem) => void;
  /** Accessible name of the region (default "Notices"). Give a second carousel on the page its own name. */
  label?: string;
  /** Where the carousel sits (default: across the top of the page). */
  placement?: NoticePlacement;
}


/**
 * The banner carousel (spec 001 §1, §4; spec 000 §2.10): one banner at a time, errors first, then
 * warnings, then info. Previous / next buttons (and the arrow keys inside the carousel) move between
 * them with a "2 of 3" position. It never rotates by itself, so nothing moves under the analyst's
 * cursor. Presentational: what closing, dismissing and hiding mean is the caller's business.
 */
export function BannerCarousel({ banners, onDismiss, onHide, onClose, label, placement = 'page' }: BannerCarouselProps) {
  const { t } = useLingui();
  const sorted = useMemo(() => sortBanners(banners), [banners]);
  // The banner shown is remembered by id, so one restored or added before it does not move the view;
  // when it goes away the one that took its place is shown.
  const [current, setCurrent] = useState<{ id: string | undefined; index: number }>({ id: undefined, index: 0 });
  const found = current.id === undefined ? -1 : sorted.findIndex((b) => b.id === current.id);
  const index = found >= 0 ? found : Math.min(current.index, Math.max(0, sorted.length - 1));
  const banner = sorted[index];
  // Pin the first banner shown too, so a banner arriving on a refetch does not replace it.
  if (current.id === undefined && banner) setCurrent({ id: banner.id, index });

  const sectionRef = useRef<HTMLElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // The focused button went away with its banner: put focus on the banner shown instead of losing it.
  useEffect(() => {
    if (refocus.current && banner && banner.id !== current.id) {
      refocus.current = false;
      slideRef.current?.focus();
    }
  }, [banner, current.id]);

  if (!banner) return null;

  const total = sorted.length;
  const show = (next: number) => {
    const wrapped = (next + total) % total;
    refocus.current = false;
    setCurrent({ id: sorted[wrapped]?.id, index: wrapped });
  };
  const leaving = (run: ((item: BannerItem) => void) | undefined) => () => {
    refocus.current = sectionRef.current?.contains(document.activeElement) ?? false;
    setCurrent({ id: banner.id, index });
    run?.(banner);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  const position = index + 1;
  const positionText = t({ id: 'BANNER.POSITION', message: `${position} of ${total}` });
  const typeLabel = { error: t({ id: 'BANNER.TYPE_ERROR', message: 'Error:' }), warning: t({ id: 'BANNER.TYPE_WARNING', message: 'Warning:' }), info: t({ id: 'BANNER.TYPE_INFO', message: 'Information:' }) }[banner.type];

  return (
    <NoticeBar
      tone={banner.type}
      placement={placement}
      label={label ?? t({ id: 'BANNER.REGION', message: 'Notices' })}
      regionProps={{
        ref: sectionRef,
        'aria-roledescription': total > 1 ? t({ id: 'BANNER.CAROUSEL', message: 'carousel' }) : undefined,
        onKeyDown,
        'data-testid': 'banner-carousel',
        'data-placement': placement,
      }}
      // Announced politely when the analyst moves to another banner; nothing is said on load.
      textProps={{
        ref: slideRef,
        role: 'group',
        'aria-roledescription': total > 1 ? t({ id: 'BANNER.SLIDE', message: 'slide' }) : undefined,
        'aria-label': total > 1 ? positionText : undefined,
        'aria-live': 'polite',
        tabIndex: -1,
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
      actions={
        <>
          {banner.action ? (
            <Button
              size="xs"
              variant="outline"
              bg="bg.panel"
              onClick={() => {
                banner.action?.onClick?.();
                // Spec 000 §4.3 / spec 001 §4: an info banner's button hides it permanently.
                if (banner.type === 'info') leaving(onHide)();
              }}
            >
              {banner.action.label}
            </Button>
          ) : null}
          {banner.dismissible ? (
            <Button size="xs" variant="outline" bg="bg.panel" onClick={leaving(onDismiss)}>
              <Trans id="BANNER.DISMISS">Dismiss</Trans>
            </Button>
          ) : null}
          {total > 1 ? (
            <HStack gap="1" role="group" aria-label={t({ id: 'BANNER.NAVIGATION', message: 'Move between notices' })}>
              <IconButton size="xs" variant="ghost" color="fg" aria-label={t({ id: 'BANNER.PREVIOUS', message: 'Previous notice' })} onClick={() => show(index - 1)}>
                <ChevronLeft aria-hidden="true" />
              </IconButton>
              <Text as="span" fontSize="xs" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="banner-position">
                {positionText}
              </Text>
              <IconButton size="xs" variant="ghost" color="fg" aria-label={t({ id: 'BANNER.NEXT', message: 'Next notice' })} onClick={() => show(index + 1)}>
                <ChevronRight aria-hidden="true" />
              </IconButton>
            </HStack>
          ) : null}
          {banner.closable ? (
            <CloseButton size="xs" color="fg" aria-label={t({ id: 'BANNER.CLOSE', message: 'Close notice' })} onClick={leaving(onClose)} />
          ) : null}
        </>
      }
    >
      <Alert.Content>
        <Alert.Title fontWeight="semibold">
          <VisuallyHidden>{typeLabel} </VisuallyHidden>
          {banner.title}
        </Alert.Title>
        {banner.description ? <Alert.Description color="fg">{banner.description}</Alert.Description> : null}
      </Alert.Content>
    </NoticeBar>
  );
}
