import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemeImportDialog, schemeImportTabs } from './SchemeImportDialog';

/** Toolbar tool of the project page: the role scheme import/export, for whoever holds one of its tabs (spec 2 §6). */
export function SchemeImportTool({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!Object.values(schemeImportTabs(project.flags)).some(Boolean)) return null;
  return (
    <>
      <Button variant="light" size="sm" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t('casting.schemeImport.action')}
      </Button>
      {open && <SchemeImportDialog projectId={project.id} flags={project.flags} opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
