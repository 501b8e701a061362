import { Alert, Box, Button, CloseButton, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { sortBanners, type BannerItem, type BannerType } from './banner-item.ts';

// The text takes the whole line beside the indicator when the buttons go under it.
const TEXT_LINE_WIDTH = 'calc(100% - 2rem)';

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
  /**
   * Where the carousel sits: across the top of the page (default), or at the top of a narrow panel
   * such as the detail drawer, where it takes the panel's padding and puts its buttons under the text.
   */
  placement?: BannerPlacement;
}

export type BannerPlacement = 'page' | 'panel';

const ACCENT: Record<BannerType, string> = { error: 'status.error', warning: 'status.warning', info: 'status.info' };
const SURFACE: Record<BannerType, string> = { error: 'status.error.subtle', warning: 'status.warning.subtle', info: 'status.info.subtle' };

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

  const inPanel = placement === 'panel';
  const position = index + 1;
  const positionText = t({ id: 'BANNER.POSITION', message: `${position} of ${total}` });
  const typeLabel = { error: t({ id: 'BANNER.TYPE_ERROR', message: 'Error:' }), warning: t({ id: 'BANNER.TYPE_WARNING', message: 'Warning:' }), info: t({ id: 'BANNER.TYPE_INFO', message: 'Information:' }) }[banner.type];

  return (
    <Box
      as="section"
      ref={sectionRef}
      aria-label={label ?? t({ id: 'BANNER.REGION', message: 'Notices' })}
      aria-roledescription={total > 1 ? t({ id: 'BANNER.CAROUSEL', message: 'carousel' }) : undefined}
      onKeyDown={onKeyDown}
      px={inPanel ? undefined : { base: '3', md: '6' }}
      pt={inPanel ? undefined : '3'}
      pb={inPanel ? '3' : undefined}
      data-testid="banner-carousel"
      data-placement={placement}
    >
      <Alert.Root
        status={banner.type}
        bg={SURFACE[banner.type]}
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderInlineStartWidth="4px"
        borderInlineStartColor={ACCENT[banner.type]}
        alignItems={inPanel ? 'flex-start' : { base: 'flex-start', md: 'center' }}
        flexWrap={inPanel ? 'wrap' : { base: 'wrap', md: 'nowrap' }}
        gap={inPanel ? '2' : { base: '2', md: '3' }}
        py="2"
        data-type={banner.type}
      >
        <Alert.Indicator color={ACCENT[banner.type]} aria-hidden="true" />
        {/* Announced politely when the analyst moves to another banner; nothing is said on load. */}
        <Box
          ref={slideRef}
          role="group"
          aria-roledescription={total > 1 ? t({ id: 'BANNER.SLIDE', message: 'slide' }) : undefined}
          aria-label={total > 1 ? positionText : undefined}
          aria-live="polite"
          tabIndex={-1}
          flex="1"
          minW={inPanel ? TEXT_LINE_WIDTH : { base: TEXT_LINE_WIDTH, md: '0' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <Alert.Content>
            <Alert.Title fontWeight="semibold">
              <VisuallyHidden>{typeLabel} </VisuallyHidden>
              {banner.title}
            </Alert.Title>
            {banner.description ? <Alert.Description color="fg">{banner.description}</Alert.Description> : null}
          </Alert.Content>
        </Box>
        {/* In a panel and on a phone the buttons go on their own line under the text, aligned to the end. */}
        <Stack
          direction="row"
          gap="2"
          align="center"
          flexShrink={0}
          justify="flex-end"
          wrap="wrap"
          width={inPanel ? 'full' : { base: 'full', md: 'auto' }}
        >
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
        </Stack>
      </Alert.Root>
    </Box>
  );
}
