import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { TruncatedText } from '@soc/ui';
import { Trans, useLingui } from '@lingui/react/macro';

export interface Crumb {
  id: string;
  name: string;
  route?: string;
  preview?: boolean;
  comingSoon?: boolean;
}

const CrumbLink = chakra('a');

/** Breadcrumbs with the › separator, preview and coming-soon tags (spec 000 §2.2). */
export function Breadcrumbs({ items, onNavigate }: { items: readonly Crumb[]; onNavigate: (route: string) => void }) {
  const { t } = useLingui();
  if (!items.length) return null;
  return (
    <Box as="nav" aria-label={t({ id: 'HEADER.BREADCRUMBS', message: 'Breadcrumb' })} minW="0">
      <HStack as="ol" gap="1.5" m="0" p="0" fontSize="sm" color="fg.muted" minW="0">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <HStack as="li" key={crumb.id} gap="1.5" listStyleType="none" minW="0">
              {index > 0 && <Text as="span" aria-hidden="true">›</Text>}
              {crumb.route && !last ? (
                <CrumbLink href={crumb.route} display="flex" minW="0" color="fg.default" _hover={{ textDecoration: 'underline' }} onClick={(e) => { e.preventDefault(); onNavigate(crumb.route as string); }}><TruncatedText>{crumb.name}</TruncatedText></CrumbLink>
              ) : (
                <TruncatedText color={last ? 'fg.default' : undefined} aria-current={last ? 'page' : undefined}>{crumb.name}</TruncatedText>
              )}
              {crumb.preview && <Badge size="xs" colorPalette="purple"><Trans id="MENU.PREVIEW">Preview</Trans></Badge>}
              {crumb.comingSoon && <Badge size="xs" colorPalette="gray"><Trans id="MENU.COMING_SOON">Coming soon</Trans></Badge>}
            </HStack>
          );
        })}
      </HStack>
    </Box>
  );
}
