import { Navigate, useParams } from 'react-router';
import { useProject } from '../../../app/project/api/get-project';
import { projectIdParam } from '../../../app/project/projectContext';
import { projectNavFor, projectScreenPath } from '../../../app/project/projectNav';
import { ProjectShell } from '../../../app/project/ProjectShell';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { useTabs } from '../../../app/tabs/TabRegistry';
import { overviewPage } from '../tabs';

/** `/projecten/{id}` (spec 1 §2): opens the first tab the caller may use, the overview for staff. */
export function ProjectHomeRedirect() {
  const params = useParams();
  const id = projectIdParam(params.id);
  const project = useProject(id);
  const exists = useScreenAvailable();
  const pages = useTabs('project');
  if (project.data) {
    const [first] = projectNavFor(pages, 'tab', project.data.flags, (path) => exists(projectScreenPath(path)));
    if (first) return <Navigate to={`/projecten/${project.data.id}/${first.path}`} replace />;
  }
  // Loading, missing or without any tab: the shell shows the right state.
  return <ProjectShell page={overviewPage}>{null}</ProjectShell>;
}
