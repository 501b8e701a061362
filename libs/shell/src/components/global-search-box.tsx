import { Box, Flex, IconButton, Input, InputGroup, Mark } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, Search } from 'lucide-react';
import { SEARCH_BOX_WIDTH_PX, useGlobalSearchBox, type UseGlobalSearchBoxOptions } from '../hooks/global-search-box-state.ts';
import { highlightSegments } from '../model/search-history.ts';
import { MAX_KEYWORD_LENGTH } from '../model/search-routes.ts';

export interface GlobalSearchBoxProps extends UseGlobalSearchBoxOptions {
  /** Shows the back arrow (on the global search page, spec 000 §4.5). */
  showBack?: boolean;
}

// At rest on a phone the box takes what the header's other entries (and the back arrow, when shown)
// leave: at 320 px the 144 px box put the user menu 40 px off the screen (WCAG 1.4.10). From 368 px
// (404 px with the arrow) it is the specified 144 px.
const NARROW_ROOM = 'calc(100vw - 14rem)';
const NARROW_ROOM_WITH_BACK = 'calc(100vw - 16.25rem)';
// The back arrow (a 36 px button) and the 4 px gap after it.
const BACK_ROOM = '2.5rem';

/**
 * The header's global search box (spec 000 §2.7): an ARIA 1.2 combobox whose listbox offers earlier
 * keywords with the typed text marked. 144 px wide, 640 px while in use; no animation.
 */
export function GlobalSearchBox({ showBack = false, ...options }: GlobalSearchBoxProps) {
  const { t } = useLingui();
  const box = useGlobalSearchBox(options);
  const restWidth = `min(${SEARCH_BOX_WIDTH_PX}px, ${showBack ? NARROW_ROOM_WITH_BACK : NARROW_ROOM})`;
  return (
    // Never narrower than at rest: a region allowed to shrink to 0 left the box drawn under the entries
    // after it (at 1024 px a click on it pressed a demo account's Leave demo).
    <Flex role="search" align="center" gap="1" minW={showBack ? `calc(${restWidth} + ${BACK_ROOM})` : restWidth} data-state={box.expanded ? 'expanded' : 'collapsed'}>
      {showBack && (
        <IconButton
          size="sm"
          variant="ghost"
          color="header.fg"
          aria-label={t({ id: 'SEARCH.BACK', message: 'Back to the previous page' })}
          onClick={box.back}
          // A press must not take the focus from the input: its blur would shrink the box from 640 to
          // 144 px mid-click, the arrow would move away from the pointer and the click would be lost.
          onMouseDown={(event) => event.preventDefault()}
          aria-disabled={box.goingHome || undefined}
        >
          <ArrowLeft aria-hidden="true" />
        </IconButton>
      )}
      {/* Expanded, it is 640 px where the header has the room; where the header's other entries leave
          less (1280 px with the enterprise entries and the clock), it takes what they leave and never
          less than at rest, so the menus at the right end stay on the screen. */}
      <Box position="relative" w={box.expanded ? `${box.width}px` : restWidth} minW={restWidth} maxW="calc(100vw - 2rem)" flexShrink={box.expanded ? 1 : 0}>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            size="sm"
            {...box.inputProps}
            maxLength={MAX_KEYWORD_LENGTH}
            aria-label={t({ id: 'SEARCH.LABEL', message: 'Global search' })}
            placeholder={t({ id: 'SEARCH.PLACEHOLDER', message: 'Search' })}
          />
        </InputGroup>
        <Box
          as="ul"
          {...box.listboxProps}
          aria-label={t({ id: 'SEARCH.HISTORY', message: 'Earlier searches' })}
          hidden={!box.listOpen}
          position="absolute"
          top="calc(100% + 4px)"
          insetInline="0"
          zIndex="dropdown"
          m="0"
          py="1"
          listStyleType="none"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          boxShadow="md"
          maxH="80"
          overflowY="auto"
        >
          {box.suggestions.map((suggestion, index) => (
            <Box
              as="li"
              key={suggestion.keyword}
              {...box.optionProps(index)}
              px="3"
              py="1.5"
              fontSize="sm"
              cursor="pointer"
              truncate
              bg={index === box.activeIndex ? 'bg.subtle' : undefined}
              outline={index === box.activeIndex ? '2px solid' : undefined}
              outlineColor="brand.focusRing"
              outlineOffset="-2px"
            >
              {highlightSegments(suggestion.keyword, suggestion.ranges).map((segment, i) =>
                segment.match ? (
                  <Mark key={i} bg="status.warning.subtle" color="fg" fontWeight="semibold">
                    {segment.text}
                  </Mark>
                ) : (
                  <span key={i}>{segment.text}</span>
                ),
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Flex>
  );
}
