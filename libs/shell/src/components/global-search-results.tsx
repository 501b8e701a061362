import { Badge, Box, Button, Code, DataList, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { dispatchToggleUIEvent } from '@soc/events';
import { useGate } from '@soc/rbac';
import { EmptyState, UntrustedText, useDataListOrientation } from '@soc/ui';
import { PanelRightOpen, Search } from 'lucide-react';
import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { KEYWORD_KIND_LABELS as KIND_LABELS, NO_PANEL_REASONS as NO_PANEL, OPEN_PANEL_LABELS as OPEN_PANEL, PRIVATE_IP_NOTE as PRIVATE_IP } from '../model/keyword-labels.ts';
import { classifyKeyword, panelEventDetail } from '../model/search-keyword.ts';
import { searchModuleHref, thirdPartyLogsHref } from '../model/search-routes.ts';

export interface GlobalSearchResultsProps {
  /** The page's `?keyword=`. */
  keyword: string;
  /** Navigates inside the console to an href such as `/app/search/main?keyword=…`. */
  onNavigate: (href: string) => void;
}

/** A console link: the router navigates, while modified clicks (new tab, …) keep the browser's behaviour. */
function ConsoleLink({ href, onNavigate, children }: { href: string; onNavigate: (href: string) => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Link href={href} onClick={onClick} colorPalette="brand" variant="underline" fontWeight="medium" overflowWrap="anywhere">
      {children}
    </Link>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id={headingId} size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * The `/app/global-search` page (beyond spec 000 §2.7, issue 3): what the keyword is, the detail
 * panel that takes it (opened through `toggleUICEvent`), third-party logs when allowed (flag, not in
 * UAE), and the Search module, which provides the full result lists.
 */
export function GlobalSearchResults({ keyword, onNavigate }: GlobalSearchResultsProps) {
  const { i18n } = useLingui();
  const showThirdParty = useGate('thirdPartyLogCollector');
  const trimmed = keyword.trim();
  const result = useMemo(() => classifyKeyword(trimmed), [trimmed]);
  const orientation = useDataListOrientation();

  const title = (
    <Heading as="h1" size="lg" display="flex" alignItems="center" gap="2" mb="4">
      <Search size={22} aria-hidden="true" />
      <Trans id="SEARCH.RESULTS.TITLE">Global search</Trans>
    </Heading>
  );

  if (result.kind === 'empty') {
    return (
      <Box maxW="3xl" mx="auto">
        {title}
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l3">
          <EmptyState
            variant="notFound"
            size="md"
            titleAs="h2"
            title={<Trans id="SEARCH.RESULTS.EMPTY_TITLE">No keyword</Trans>}
            description={<Trans id="SEARCH.RESULTS.EMPTY">Type a keyword in the search box in the header and press Enter.</Trans>}
          />
        </Box>
      </Box>
    );
  }

  const { panel } = result;
  let panelContent: ReactNode;
  if (panel) {
    panelContent = (
      <Stack gap="2" align="start">
        <Button colorPalette="brand" size="sm" onClick={() => dispatchToggleUIEvent(panelEventDetail(panel))}>
          <PanelRightOpen aria-hidden="true" />
          {i18n._(OPEN_PANEL[panel.searchType])}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          <Trans id="SEARCH.PANEL.OPENS_BESIDE">The profile opens in the side panel; this page stays open.</Trans>
        </Text>
      </Stack>
    );
  } else {
    const reason = result.isPrivate ? PRIVATE_IP : NO_PANEL[result.kind];
    panelContent = <Text color="fg.muted">{reason ? i18n._(reason) : null}</Text>;
  }

  return (
    <Stack maxW="3xl" mx="auto" gap="4">
      {title}
      <Section title={<Trans id="SEARCH.RESULTS.KEYWORD_HEADING">About this keyword</Trans>}>
        <DataList.Root orientation={orientation} size="md">
          <DataList.Item>
            <DataList.ItemLabel><Trans id="SEARCH.RESULTS.KEYWORD">Keyword</Trans></DataList.ItemLabel>
            <DataList.ItemValue><Code overflowWrap="anywhere" whiteSpace="pre-wrap"><UntrustedText dir="ltr">{trimmed}</UntrustedText></Code></DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans id="SEARCH.RESULTS.RECOGNISED_AS">Recognized as</Trans></DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={panel ? 'brand' : 'gray'} data-kind={result.kind}>{i18n._(KIND_LABELS[result.kind])}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          {result.value !== trimmed && (
            <DataList.Item>
              <DataList.ItemLabel><Trans id="SEARCH.RESULTS.LOOKED_UP_AS">Looked up as</Trans></DataList.ItemLabel>
              <DataList.ItemValue><Code overflowWrap="anywhere"><UntrustedText dir="ltr">{result.value}</UntrustedText></Code></DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Section>
      <Section title={<Trans id="SEARCH.PANEL.HEADING">Detail panel</Trans>}>{panelContent}</Section>
      <Section title={<Trans id="SEARCH.RESULTS.HEADING">Search results</Trans>}>
        <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
          <Box as="li">
            <Text mb="1">
              <Trans id="SEARCH.RESULTS.PROVIDED_BY">Full result lists are provided by the Search module.</Trans>
            </Text>
            <ConsoleLink href={searchModuleHref(trimmed)} onNavigate={onNavigate}>
              <Trans id="SEARCH.RESULTS.OPEN_MODULE">Open in the Search module</Trans>
            </ConsoleLink>
          </Box>
          {showThirdParty && (
            <Box as="li">
              <Text mb="1">
                <Trans id="SEARCH.THIRD_PARTY.DESCRIPTION">Logs that the third-party log collector receives from other vendors' products.</Trans>
              </Text>
              <ConsoleLink href={thirdPartyLogsHref(trimmed)} onNavigate={onNavigate}>
                <Trans id="SEARCH.THIRD_PARTY.LINK">Search third-party logs</Trans>
              </ConsoleLink>
            </Box>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
