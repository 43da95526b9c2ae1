import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { describeError } from '../lib/errors';
import { i18n } from '../lib/i18n';
import { requestErrors } from '../lib/requestErrors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    /** The screen shows this mutation's error itself (form banners, field messages). */
    mutationMeta: { handlesErrors?: boolean };
  }
}

// A 401 is handled by the auth layer (the user is signed out), not shown as a failure.
const shouldReport = (error: Error) => !(error instanceof ApiError && error.status === 401);

/** Request failures no screen handles go to the red banner (spec 1 §8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent && shouldReport(error)) requestErrors.report(describeError(i18n.t, error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors && shouldReport(error)) requestErrors.report(describeError(i18n.t, error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not improve by asking again; a network hiccup might.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
