import { Component, type ReactNode } from 'react';

import { RouteError } from './route-error';

type Props = {
  // A new value (the location's key) clears the error: leaving the page recovers.
  resetKey: string;
  children: ReactNode;
};

type State = { failed: boolean; error: unknown; resetKey: string };

// What a data router's errorElement does, for the declarative router: an error thrown while
// rendering anything below shows the default error screen until the location changes.
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
