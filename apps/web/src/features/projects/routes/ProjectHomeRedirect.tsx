import { Navigate, useParams } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { ProjectShell } from '../components/ProjectShell';
import { projectIdParam } from '../components/projectContext';
import { useProject } from '../api/get-project';
import { projectNavFor, projectScreenPath } from '../projectNav';

/** `/projecten/{id}` (spec 1 §2): opens the first tab the caller may use, the overview for staff. */
export function ProjectHomeRedirect() {
  const params = useParams();
  const id = projectIdParam(params.id);
  const project = useProject(id);
  const exists = useScreenAvailable();
  if (project.data) {
    const [first] = projectNavFor('tab', project.data.flags, (path) => exists(projectScreenPath(path)));
    if (first) return <Navigate to={`/projecten/${project.data.id}/${first.path}`} replace />;
  }
  // Loading, missing or without any tab: the shell shows the right state.
  return (
    <ProjectShell page="overview">
      {null}
    </ProjectShell>
  );
}
