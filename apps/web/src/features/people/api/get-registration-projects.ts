import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { registrationProjectsKey } from './keys';

interface ProjectChoice {
  value: number;
  label: string;
}

/** GET /api/users/projects: the projects the registrations filter offers, newest first. */
const getRegistrationProjects = (): Promise<ProjectChoice[]> => apiRequest<ProjectChoice[]>('/users/projects');

const registrationProjectsQuery = () => queryOptions({ queryKey: registrationProjectsKey, queryFn: getRegistrationProjects, staleTime: 60_000 });

export const useRegistrationProjects = () => useQuery(registrationProjectsQuery());
