import { Box, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Bot, FolderKanban, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import { ownLabel } from '../hooks/use-focus-label.ts';
import { FocusLabel } from './focus-label.tsx';

export interface EnterpriseHeaderEntriesProps {
  /** Opens the case-log module's page (`/app/acl/casemgm`). */
  onOpenCaseLog: () => void;
  /** Toggles the AI dialog (`toggleUICEvent` `toggleAIDialog`). */
  onToggleAIDialog: () => void;
  /** The chat bot is another product: its page opens in a new window. Not shown without an address. */
  chatBotUrl?: string;
}

/**
 * The case-log, AI-dialog and chat-bot slots of the enterprise views (spec 000 §2.2). The case log
 * and the chat bot are other products, so these are entries into them, not imitations of them.
 * The chat bot's address is a deployment setting; without one there is no chat-bot entry.
 */
export function EnterpriseHeaderEntries({ onOpenCaseLog, onToggleAIDialog, chatBotUrl }: EnterpriseHeaderEntriesProps) {
  const { t } = useLingui();
  const caseLog = t({ id: 'SHELL.CASE_LOG', message: 'Case log' });
  const aiDialog = t({ id: 'SHELL.AI_DIALOG', message: 'AI assistant' });
  const chatBot = t({ id: 'SHELL.CHAT_BOT', message: 'Chat bot (opens in a new window)' });
  const entries = useRef<HTMLDivElement>(null);
  return (
    // `display: contents`: the entries stay items of the header's row.
    <Box display="contents" ref={entries}>
      <IconButton variant="ghost" size="sm" color="header.fg" aria-label={caseLog} title={caseLog} onClick={onOpenCaseLog}>
        <FolderKanban size={18} aria-hidden="true" />
      </IconButton>
      <IconButton variant="ghost" size="sm" color="header.fg" aria-label={aiDialog} title={aiDialog} onClick={onToggleAIDialog}>
        <Sparkles size={18} aria-hidden="true" />
      </IconButton>
      {chatBotUrl ? (
        <IconButton asChild variant="ghost" size="sm" color="header.fg">
          <a href={chatBotUrl} target="_blank" rel="noopener noreferrer" aria-label={chatBot} title={chatBot}>
            <Bot size={18} aria-hidden="true" />
          </a>
        </IconButton>
      ) : null}
      {/* Icons alone: their names show under them on keyboard focus, as their titles do on hover. */}
      <FocusLabel container={entries} labelOf={ownLabel} placement="bottom-end" />
    </Box>
  );
}
