import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="address">
      {`${location.pathname}${location.search}${location.hash}`}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function Table() {
  const { tableId } = useParams();
  return (
    <section aria-label={`table ${tableId}`}>
      <Outlet />
    </section>
  );
}

function Menu() {
  const { tableId } = useParams();
  return <h1>Menu of table {tableId}</h1>;
}

// Routes from elsewhere, as a fragment: <Routes> reads through it.
const oldAddresses = (
  <>
    <Route
      path="old-menu/:tableId"
      element={<Navigate to="/table/3/menu" replace state={{ from: 'old' }} />}
    />
    <Route path="old-landing" element={<Navigate to="/table/3" />} />
  </>
);

function App({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="table/:tableId" element={<Table />}>
          <Route index element={<p>Landing</p>} />
          <Route path="menu" element={<Menu />} />
        </Route>
        {oldAddresses}
        <Route path="*" element={<p>Not found</p>} />
      </Routes>
      <Where />
    </MemoryRouter>
  );
}

describe('Routes', () => {
  it('renders the matched screen inside its layout, with the parameters at every level', () => {
    render(<App at="/table/4/menu" />);
    expect(screen.getByRole('region', { name: 'table 4' })).toContainElement(
      screen.getByRole('heading', { name: 'Menu of table 4' }),
    );
  });

  it('reads routes inside fragments, and a redirect replaces the address with its state', async () => {
    render(<App at="/old-menu/3" />);
    expect(await screen.findByRole('heading', { name: 'Menu of table 3' })).toBeInTheDocument();
    expect(address()).toBe('/table/3/menu {"from":"old"}');
  });

  it('falls back to the splat route', () => {
    render(<App at="/nowhere" />);
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('keeps the current screen while the next one loads', async () => {
    let finish: (module: { default: () => ReactNode }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (finish = resolve)));
    render(
      <MemoryRouter initialEntries={['/here']}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="here" element={<Link to="/there">Go</Link>} />
            <Route path="there" element={<Slow />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go' })));
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    await act(async () => finish({ default: () => <p>There</p> }));
    expect(screen.getByText('There')).toBeInTheDocument();
  });
});

describe('Link', () => {
  function Links() {
    return (
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b?x=1#top" state={{ from: 'a' }}>
          To b
        </Link>
        <Link to="/a" state={{ again: true }}>
          Here
        </Link>
        <BackButton />
        <Where />
      </MemoryRouter>
    );
  }

  function BackButton() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    );
  }

  it('is a real link that navigates in the page on a plain click, with its state', () => {
    render(<Links />);
    const link = screen.getByRole('link', { name: 'To b' });
    expect(link).toHaveAttribute('href', '/b?x=1#top');
    fireEvent.click(link);
    expect(address()).toBe('/b?x=1#top {"from":"a"}');
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    render(<Links />);
    const link = screen.getByRole('link', { name: 'To b' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(address()).toBe('/a');
  });

  it('replaces the entry when it leads where the page already is', () => {
    render(<Links />);
    fireEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(address()).toBe('/a {"again":true}');
    // Had it pushed, Back would show the first /a without the state.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/a {"again":true}');
    fireEvent.click(screen.getByRole('link', { name: 'To b' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/a {"again":true}');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>page {params.get('page') ?? '1'}</p>
        <button
          type="button"
          onClick={() => {
            setParams((current) => {
              current.set('page', '2');
              return current;
            });
            setParams((current) => {
              current.set('q', 'tea');
              return current;
            });
          }}
        >
          Both
        </button>
        <button type="button" onClick={() => setParams({ page: '5' }, { replace: true })}>
          Replace
        </button>
        <button type="button" onClick={() => setParams('')}>
          Clear
        </button>
      </>
    );
  }

  it('changes the query on the current path, each change seeing the ones before it', () => {
    render(
      <MemoryRouter initialEntries={['/admin/orders?status=open']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(address()).toBe('/admin/orders?status=open&page=2&q=tea');
    expect(screen.getByText('page 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(address()).toBe('/admin/orders?page=5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('/admin/orders');
  });
});

describe('useMatch', () => {
  function Active({ path, end }: { path: string; end?: boolean }) {
    return <p>{`${path} ${useMatch({ path, end }) ? 'active' : 'inactive'}`}</p>;
  }

  it('matches the whole path, or its start when end is false', () => {
    render(
      <MemoryRouter initialEntries={['/admin/orders/5']}>
        <Active path="/admin" end />
        <Active path="/admin/orders" end={false} />
        <Active path="/admin/order" end={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('/admin inactive')).toBeInTheDocument();
    expect(screen.getByText('/admin/orders active')).toBeInTheDocument();
    expect(screen.getByText('/admin/order inactive')).toBeInTheDocument();
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows the address bar: pushes entries and answers the back button', async () => {
    window.history.replaceState(null, '', '/first');
    render(
      <BrowserRouter>
        <Link to="/second" state={{ n: 2 }}>
          Second
        </Link>
        <Where />
      </BrowserRouter>,
    );
    expect(address()).toBe('/first');
    fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(window.location.pathname).toBe('/second');
    expect(address()).toBe('/second {"n":2}');
    await act(async () => {
      window.history.replaceState(null, '', '/third');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(address()).toBe('/third');
  });
});
