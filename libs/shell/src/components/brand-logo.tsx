import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import type { Region } from '@soc/rbac';
import { useBrandName } from '../hooks/use-brand-name.ts';
import { chooseLogo, type BrandingLogo, type LogoLayout, type LogoMark, type LogoPlacement } from '../model/branding.ts';

export interface BrandLogoProps {
  /** Where the logo sits: the top of the left menu (follows the collapse state) or the header. */
  placement?: LogoPlacement;
  /** Collapse state of the left menu. */
  collapsed?: boolean;
  region?: Region;
  /** `auth.logo`: the company's custom branding. */
  logo?: BrandingLogo;
  /** The accessible name (and, beside the logo, the visible name); defaults to the brand name of the signed-in view. */
  productName?: string;
}

const Img = chakra('img');
const SHIELD = 'M16 2 4 7v8c0 7.2 5.1 13.4 12 15 6.9-1.6 12-7.8 12-15V7L16 2z';
const CHECK = 'm11 16 3.5 3.5L21 13';

/** The built-in marks, inline (no request): the console's shield, and the UAE region's own variant. */
function MarkSvg({ mark, size, label }: { mark: LogoMark; size: number; label: string | undefined }) {
  const clipId = useId();
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" data-logo-mark={mark} style={{ flexShrink: 0 }} {...a11y}>
      {mark === 'uae' ? (
        <>
          <clipPath id={clipId}><path d={SHIELD} /></clipPath>
          <g clipPath={`url(#${clipId})`}>
            <rect x="0" y="0" width="32" height="32" fill="#00843d" />
            <rect x="0" y="0" width="10" height="32" fill="#c8102e" />
            <rect x="10" y="24" width="22" height="8" fill="#1a1a1a" />
          </g>
        </>
      ) : (
        <path d={SHIELD} fill="#1f4fd1" />
      )}
      <path d={CHECK} stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A custom image from the server; if it fails to load, `fallback` replaces it (never a broken-image icon). */
function CustomImage({ src, alt, layout, placement, fallback }: { src: string; alt: string; layout: LogoLayout; placement: LogoPlacement; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return fallback;
  const size =
    placement === 'header'
      ? { h: '7', maxW: '40' }
      : layout === 'fullWidth'
        ? { h: '10', w: 'auto', maxW: 'full' }
        : { h: '8', w: layout === 'compact' ? '8' : 'auto', maxW: layout === 'compact' ? '8' : '20' };
  const img = (
    <Img
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      referrerPolicy="no-referrer"
      draggable={false}
      display="block"
      objectFit="contain"
      objectPosition={layout === 'fullWidth' ? 'left center' : 'center'}
      {...size}
    />
  );
  // On the dark menu a customer's logo sits on a light plate, so a dark logo stays visible.
  return placement === 'menu' ? <Box bg="white" rounded="md" p="1" flexShrink={0} maxW="full">{img}</Box> : img;
}

/**
 * The console logo (spec 000 §2.1): compact mark in the collapsed menu, the full logo (mark beside
 * the product name) when expanded, the company's custom logo (beside the name, or across the whole
 * brand area when full-size), the UAE region's own mark, and the custom header logo in the header.
 */
export function BrandLogo({ placement = 'menu', collapsed = false, region = 'OTHER', logo, productName }: BrandLogoProps) {
  const brandName = useBrandName();
  const name = productName ?? brandName;
  const choice = chooseLogo({ placement, collapsed, region, logo });
  if (choice.kind === 'none') return null;

  const withName = (visual: ReactNode) => (
    // One accessible image named after the product; the visible name is part of it.
    <Flex role="img" aria-label={name} align="center" gap="2.5" minW="0" w="full" data-logo-layout="withName">
      {visual}
      <Text as="span" fontWeight="semibold" fontSize="sm" lineHeight="short" lineClamp={2} color="sidebar.fg">{name}</Text>
    </Flex>
  );
  const markFor = (mark: LogoMark, layout: LogoLayout) =>
    layout === 'withName' ? withName(<MarkSvg mark={mark} size={28} label={undefined} />) : <MarkSvg mark={mark} size={28} label={name} />;

  if (choice.kind === 'mark') return markFor(choice.mark, choice.layout);

  const { src, layout, fallback } = choice;
  // Beside the visible product name (menu or header) the image is decorative: the name is read once.
  // A failed custom image gives way to the region's mark in the same place.
  const replacement =
    !fallback ? null : layout === 'withName' ? <MarkSvg mark={fallback} size={28} label={undefined} /> : markFor(fallback, layout === 'fullWidth' ? 'withName' : layout);
  const image = <CustomImage key={src} src={src} alt={layout === 'withName' || placement === 'header' ? '' : name} layout={layout} placement={placement} fallback={replacement} />;
  return layout === 'withName' ? withName(image) : image;
}
