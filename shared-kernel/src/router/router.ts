// The one router of the portal. Remotes render their own <Router> (createParcel) on the shell's
// location and navigator, and their components use its hooks: both must be the same react-router
// instance. Instead of sharing react-router itself through Module Federation (a shared module is
// bundled whole: about 60 KB gzip of data routers, SSR and RSC code the portal never runs), the
// router travels inside shared-kernel, which is a singleton already. Webpack tree-shakes
// react-router down to what is re-exported here, and every package imports routing from
// 'shared-kernel' (the eslint config forbids importing react-router directly).
export {
  BrowserRouter,
  createRoutesFromChildren,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator, NavigateFunction, PathParam, RouteObject } from 'react-router-dom';
