// SPEC.md §4: on load the product asks for the profile when a token is stored; success sets the user,
// the logged-in flag and the admin flag; any failure leaves the user logged out.
import { useEffect } from 'react';
import { authApi, loggedOut, TOKEN_STORAGE_KEY, tokenStorage, useAppDispatch, userLoaded } from '@gsvmc/shared-kit';

export function useSessionOnLoad() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let request: { unsubscribe(): void } | undefined;
    const check = () => {
      request?.unsubscribe();
      const token = tokenStorage.get();
      if (!token) {
        dispatch(loggedOut());
        return;
      }
      const call = dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
      request = call;
      call
        .unwrap()
        .then((user) => {
          // Only for the token it was asked with: a logout (here or in another tab) or a new login
          // while the call was under way must not be undone by its late answer.
          if (tokenStorage.get() === token) dispatch(userLoaded(user));
        })
        .catch(() => {
          // A login that finished while this call was under way wins over its failure.
          if (tokenStorage.get() === token || tokenStorage.get() === null) dispatch(loggedOut());
        });
    };
    check();
    // Logging in or out in another tab changes the token here too: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_STORAGE_KEY || e.key === null) check();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      request?.unsubscribe();
    };
  }, [dispatch]);
}
