import type { ImportPreview, ImportResult } from '@coulisse/shared/schemas/people/staffTools';
import { Paper, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ApiError, GENERIC_ERROR } from '../../../lib/api';
import { usePageTitle } from '../../../lib/usePageTitle';
import { listenImportProgress } from '../api/import-progress';
import { useConfirmImport } from '../api/import-users';
import { usePreviewImport } from '../api/preview-import';
import { BackToListHeader, LIST_PATH } from '../components/BackToListHeader';
import { ImportFileStep } from '../components/ImportFileStep';
import { ImportPreviewStep, type ImportRun } from '../components/ImportPreviewStep';
import { ImportResultStep } from '../components/ImportResultStep';
import { acceptedUsers, withServerRefusals } from '../components/importRows';
import { PROFILE_PATTERN } from '../components/usePeopleList';


type State =
  | { step: 'file'; reading: string | null; error: string | null }
  | { step: 'preview'; fileName: string; preview: ImportPreview; running: ImportRun | null; error: string | null }
  | { step: 'result'; preview: ImportPreview; result: ImportResult };

const STEPS = { file: 0, preview: 1, result: 2 } as const;
const STEP_LABELS = ['importUsers.stepFile', 'importUsers.stepPreview', 'importUsers.stepResult'] as const;
/** Under 960 px (spec 1 §9). */
const MOBILE_QUERY = '(max-width: 59.99em)';
const FIRST: State = { step: 'file', reading: null, error: null };

const newUuid = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : GENERIC_ERROR);

/**
 * `/medewerkers/importeren` (spec 1 §2, §5; spec 2 "Imports") with canCreateUsers: choose a CSV,
 * review every row and its problems, confirm, see who was imported and who was not. A
 * confirmation imports all accepted rows or none; its progress comes over the live connection.
 */
export function PeopleImportScreen() {
  const { t } = useTranslation();
  usePageTitle(t('importUsers.title'));
  const [state, setState] = useState<State>(FIRST);
  const previewFile = usePreviewImport();
  const confirmImport = useConfirmImport();
  const profiles = useScreenAvailable()(PROFILE_PATTERN);
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const active = state.step === 'result' ? STEPS.result + 1 : STEPS[state.step];

  const read = (file: File) => {
    setState({ step: 'file', reading: file.name, error: null });
    previewFile.mutate(file, {
      onSuccess: (preview) => setState({ step: 'preview', fileName: file.name, preview, running: null, error: null }),
      onError: (error) => setState({ step: 'file', reading: null, error: messageOf(error) }),
    });
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    const { preview, fileName } = state;
    const users = acceptedUsers(preview);
    const uuid = newUuid();
    const running = (run: ImportRun) => setState((current) => (current.step === 'preview' ? { ...current, running: run, error: null } : current));
    running({ done: 0, total: users.length });
    const stopListening = listenImportProgress(uuid, running);
    try {
      const result = await confirmImport.mutateAsync({ users, uuid });
      setState({ step: 'result', preview, result });
    } catch (error) {
      // Nothing was imported: rows the server refused join the refused ones, the rest can be confirmed again.
      const fields = error instanceof ApiError ? error.fields : {};
      setState({ step: 'preview', fileName, preview: withServerRefusals(preview, users, fields), running: null, error: messageOf(error) });
    } finally {
      stopListening();
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <BackToListHeader title={t('importUsers.title')} intro={t('importUsers.intro')} />
      {/* Past the last step once the import is done, so every step shows as completed. */}
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {STEP_LABELS.map((key, index) => {
          // On a phone three labels do not fit on one line: only the current step says its name,
          // the others are named after their visible number and label (WCAG 2.5.3 label in name).
          const labelled = !mobile || index === Math.min(active, STEP_LABELS.length - 1);
          return <Stepper.Step key={key} label={labelled ? t(key) : undefined} aria-label={labelled ? undefined : `${index + 1} ${t(key)}`} />;
        })}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {state.step === 'file' && <ImportFileStep reading={state.reading} error={state.error} onFile={read} />}
        {state.step === 'preview' && (
          <ImportPreviewStep
            fileName={state.fileName}
            preview={state.preview}
            running={state.running}
            error={state.error}
            onConfirm={() => void confirm()}
            onOtherFile={() => setState(FIRST)}
          />
        )}
        {state.step === 'result' && (
          <ImportResultStep
            result={state.result}
            preview={state.preview}
            profileLink={profiles ? (id) => `/medewerker/${id}/overzicht` : undefined}
            listPath={LIST_PATH}
            onAgain={() => setState(FIRST)}
          />
        )}
      </Paper>
    </Stack>
  );
}
