// Stand-in for '@module-federation/enhanced/runtime' (mapped in jest.config.cjs). Every remote page is a
// small component that names itself; tests can make one fail, hang or succeed with setRemoteModule().
import { Outlet } from 'react-router-dom';

type Loader = () => Promise<unknown>;

export const registerRemotes = jest.fn((_remotes: Array<{ name: string; entry: string }>) => {});
export const registerPlugins = jest.fn();
const overrides = new Map<string, Loader>();

export function stubPage(id: string) {
  const [, name = id] = id.split('/');
  function StubPage() {
    return (
      <section>
        <h1>{name}</h1>
        {name === 'AdminLayout' && <Outlet />}
      </section>
    );
  }
  return StubPage;
}

export const loadRemote = jest.fn(async (id: string) => {
  const override = overrides.get(id);
  if (override) return override();
  return { default: stubPage(id) };
});

export function setRemoteModule(id: string, loader: Loader) {
  overrides.set(id, loader);
}

export function resetRemoteStubs() {
  overrides.clear();
  registerRemotes.mockClear();
  registerPlugins.mockClear();
  loadRemote.mockClear();
}

/** Names of the remotes registered so far. */
export const registeredNames = () => registerRemotes.mock.calls.flatMap(([remotes]) => remotes.map((r) => r.name));
