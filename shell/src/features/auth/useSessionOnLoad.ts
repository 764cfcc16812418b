// SPEC.md §4: on load the product asks for the profile when a token is stored; success sets the user,
// the logged-in flag and the admin flag; any failure leaves the user logged out.
import { useEffect } from 'react';
import { authApi, loggedOut, tokenStorage, useAppDispatch, userLoaded } from '@gsvmc/shared-kit';

export function useSessionOnLoad() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = tokenStorage.get();
    if (!token) {
      dispatch(loggedOut());
      return;
    }
    const request = dispatch(authApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    request
      .unwrap()
      .then((user) => dispatch(userLoaded(user)))
      .catch(() => {
        // A login that finished while this call was under way wins over its failure.
        if (tokenStorage.get() === token || tokenStorage.get() === null) dispatch(loggedOut());
      });
    return () => request.unsubscribe();
  }, [dispatch]);
}
