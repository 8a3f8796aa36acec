import { Route, Router, Switch } from 'wouter';
import { BrandHeader } from '../features/brand';
import { HomeScreen } from './HomeScreen';

export function App({ onRetry }: { onRetry: () => void }) {
  return (
    <Router base="/m">
      <div className="app-column">
        <BrandHeader />
        <Switch>
          <Route>
            <HomeScreen onRetry={onRetry} />
          </Route>
        </Switch>
      </div>
    </Router>
  );
}
