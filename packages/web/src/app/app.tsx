// The root component: providers, Ionic app and router, and the app shell.
import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { AppShell } from './app-shell';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>
        <IonReactRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <AppShell />
        </IonReactRouter>
      </IonApp>
    </QueryClientProvider>
  );
}
