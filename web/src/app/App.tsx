import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '../ui/LoadingScreen';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  );
}
