// The route table of spec §2. Every screen is its own lazily loaded chunk, so a player's team
// link never downloads admin code (and vice versa).
import { createBrowserRouter, Navigate } from 'react-router-dom'
import { paths } from './paths'
import { RouteErrorScreen } from './routes/route-error'
import { NotFoundRoute } from './routes/not-found-route'

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: paths.home.pattern, lazy: () => import('./routes/landing-route').then((m) => ({ Component: m.LandingRoute })) },
      { path: paths.adminRoot.pattern, element: <Navigate to={paths.adminDashboard.href()} replace /> },
      {
        path: paths.adminDashboard.pattern,
        lazy: () => import('./routes/admin-dashboard-route').then((m) => ({ Component: m.AdminDashboardRoute })),
      },
      {
        path: paths.adminTeam.pattern,
        lazy: () => import('./routes/admin-team-route').then((m) => ({ Component: m.AdminTeamRoute })),
      },
      {
        path: paths.teamUpload.pattern,
        lazy: () => import('./routes/team-upload-route').then((m) => ({ Component: m.TeamUploadRoute })),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
