// GET /alumni/download/template, saved as alumni_template.xlsx (SPEC.md §7, §9).
// A plain fetch rather than an RTK Query endpoint: the answer is a file, and RTK Query would keep
// the Blob in the Redux store, which must hold serialisable data only.
import { ALUMNI_TEMPLATE_FILENAME } from '@gsvmc/shared-types';
import { getRuntimeConfig, sessionExpired, tokenStorage, type AppDispatch } from '@gsvmc/shared-kit';

export async function downloadTemplate(dispatch: AppDispatch): Promise<void> {
  const base = new URL(getRuntimeConfig().apiBaseUrl, window.location.href).href.replace(/\/$/, '');
  const token = tokenStorage.get();
  const res = await fetch(`${base}/alumni/download/template`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (res.status === 401 && token) {
    // Same rule as the base api: a token the server refuses ends the session.
    tokenStorage.clear();
    dispatch(sessionExpired());
  }
  if (!res.ok) throw new Error(`template download answered ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ALUMNI_TEMPLATE_FILENAME;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
