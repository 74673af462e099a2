// The route table of spec §2. Every screen is its own lazily loaded chunk, so a player's team
// link never downloads admin code (and vice versa). A declarative <Routes> rather than a data
// router: we use no loaders or actions, and the data router adds to a player's download.
import { lazy, Suspense } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { RouteErrorBoundary } from './routes/route-error'
import { NotFoundRoute } from './routes/not-found-route'
import { RobotsMeta } from './robots-meta'
import { AdminPageLang } from './admin-page-lang'

const LandingRoute = lazy(() => import('./routes/landing-route').then((m) => ({ default: m.LandingRoute })))
const AdminDashboardRoute = lazy(() => import('./routes/admin-dashboard-route').then((m) => ({ default: m.AdminDashboardRoute })))
const AdminLeftoversRoute = lazy(() => import('./routes/admin-leftovers-route').then((m) => ({ default: m.AdminLeftoversRoute })))
const AdminExportRoute = lazy(() => import('./routes/admin-export-route').then((m) => ({ default: m.AdminExportRoute })))
const AdminTeamRoute = lazy(() => import('./routes/admin-team-route').then((m) => ({ default: m.AdminTeamRoute })))
const AdminRootRoute = lazy(() => import('./routes/admin-root-route').then((m) => ({ default: m.AdminRootRoute })))
const AdminEventsRoute = lazy(() => import('./routes/admin-events-route').then((m) => ({ default: m.AdminEventsRoute })))
const TeamUploadRoute = lazy(() => import('./routes/team-upload-route').then((m) => ({ default: m.TeamUploadRoute })))

export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    // Keyed by path: an error on one screen doesn't stick to the next.
    <RouteErrorBoundary key={pathname}>
      <RobotsMeta pathname={pathname} />
      <AdminPageLang pathname={pathname} />
      {/* No fallback: each screen shows its own loading state once its code is in. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.home.pattern} element={<LandingRoute />} />
          <Route path={paths.adminRoot.pattern} element={<AdminRootRoute />} />
          <Route path={paths.adminEvents.pattern} element={<AdminEventsRoute mode="list" />} />
          <Route path={paths.adminEventNew.pattern} element={<AdminEventsRoute mode="new" />} />
          <Route path={paths.adminEventEdit.pattern} element={<AdminEventsRoute mode="edit" />} />
          <Route path={paths.adminDashboard.pattern} element={<AdminDashboardRoute />} />
          <Route path={paths.adminLeftovers.pattern} element={<AdminLeftoversRoute />} />
          <Route path={paths.adminExport.pattern} element={<AdminExportRoute />} />
          <Route path={paths.adminTeam.pattern} element={<AdminTeamRoute />} />
          <Route path={paths.teamUpload.pattern} element={<TeamUploadRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  )
}
