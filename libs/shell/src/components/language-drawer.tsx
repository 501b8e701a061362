import { Alert, CloseButton, Drawer, Field, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useContentHoldingFocus } from '@soc/ui';
import { isLanguageValue, LANGUAGE_OPTIONS, type LanguageValue } from '../model/languages.ts';
import { FormActions, type FormActionLabels } from './form-actions.tsx';
import { ManagedForm } from './managed-form.tsx';

export interface LanguageDrawerProps {
  open: boolean;
  /** The language in use; preselected when it is one of the choices. */
  currentLanguage: string;
  saving?: boolean;
  onSave: (lang: LanguageValue) => void;
  onClose: () => void;
  /** Where focus returns on close (the user-menu trigger). */
  finalFocusEl?: () => HTMLElement | null;
}

const ACTION_LABELS: FormActionLabels = {
  cancel: msg({ id: 'LANGUAGE.CANCEL', message: 'Cancel' }),
  submit: msg({ id: 'LANGUAGE.SAVE', message: 'Save' }),
  busy: msg({ id: 'LANGUAGE.SAVING', message: 'Saving…' }),
};

/** The language drawer (spec 000 §2.8): a radio list with Save and Cancel; one choice is required. */
export function LanguageDrawer({ open, onClose, finalFocusEl, ...rest }: LanguageDrawerProps) {
  // While Save is pending the radios, Cancel and Save are all disabled: the drawer keeps the focus.
  const { setContent } = useContentHoldingFocus();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" size="sm" lazyMount unmountOnExit finalFocusEl={finalFocusEl}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={setContent}>
            <LanguageForm {...rest} onClose={onClose} />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function LanguageForm({ currentLanguage, saving = false, onSave, onClose }: Omit<LanguageDrawerProps, 'open' | 'finalFocusEl'>) {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null>(isLanguageValue(currentLanguage) ? currentLanguage : null);
  const [missing, setMissing] = useState(false);
  const formId = useId();
  const errorId = `${formId}-error`;
  const save = () => {
    if (!isLanguageValue(value)) {
      setMissing(true);
      return;
    }
    onSave(value);
  };
  return (
    <>
      <Drawer.Header>
        <Drawer.Title><Trans id="LANGUAGE.TITLE">Language settings</Trans></Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <ManagedForm id={formId} onSubmit={save}>
          <Stack gap="5">
            <Field.Root invalid={missing} ids={{ errorText: errorId }}>
              <RadioGroup.Root
                value={value}
                onValueChange={(details) => {
                  setValue(details.value);
                  setMissing(false);
                }}
                aria-label={t({ id: 'LANGUAGE.CHOICE', message: 'Console language' })}
                aria-required="true"
                aria-invalid={missing || undefined}
                aria-describedby={missing ? errorId : undefined}
                disabled={saving}
              >
                <Stack gap="3">
                  {LANGUAGE_OPTIONS.map((option) => (
                    <RadioGroup.Item key={option.value} value={option.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText lang={option.lang}>{option.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <Field.ErrorText color="status.error"><Trans id="LANGUAGE.REQUIRED">Select a language.</Trans></Field.ErrorText>
            </Field.Root>
            <Alert.Root status="info" variant="subtle">
              <Alert.Indicator />
              <Alert.Description>
                <Text>
                  <Trans id="LANGUAGE.JA_MACHINE_TRANSLATION">
                    Japanese: machine translation may be used for pre-release content.
                  </Trans>
                </Text>
              </Alert.Description>
            </Alert.Root>
          </Stack>
        </ManagedForm>
      </Drawer.Body>
      <Drawer.Footer>
        <FormActions formId={formId} busy={saving} onCancel={onClose} labels={ACTION_LABELS} />
      </Drawer.Footer>
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
      </Drawer.CloseTrigger>
    </>
  );
}
