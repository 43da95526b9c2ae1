import type { ProjectDto } from '../api/get-project';

/** Actions of the project toolbar that are not pages (copy, delete); filled in by the copy and delete dialogs. */
export function ProjectExtraActions(_props: { project: ProjectDto }) {
  return null;
}
