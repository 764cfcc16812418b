// The shell's own pages that a visitor's first page does not need (login, register, profile, the two
// error pages): each in a chunk of its own, with the forms library ('@gsvmc/shared-kit/forms') it
// brings, loaded when the page is opened. Loading and failing look as they do for a remote's page.
import { lazy, type ComponentType } from 'react';
import { LazyPageFrame } from '../federation/RemotePage';

export function lazyShellPage(name: string, load: () => Promise<ComponentType>): ComponentType {
  const make = () => lazy(() => load().then((Page) => ({ default: Page })));
  let Page = make();
  const getPage = () => Page;
  // React.lazy keeps a rejection: a failed load is replaced, so Retry (or coming back) loads it again.
  const forget = () => {
    Page = make();
  };
  return function ShellPage() {
    return <LazyPageFrame id={`shell/${name}`} getPage={getPage} forget={forget} />;
  };
}
