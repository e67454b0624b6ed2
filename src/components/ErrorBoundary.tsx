import { Component, type ErrorInfo, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  /** What shows instead of the part that failed (null: nothing, the rest of the page stays). */
  fallback: ReactNode;
  /** A new value clears the error and tries the children again (the next BOOK NOW, a new page). */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: boolean;
  resetKey: unknown;
}

/** Keeps a failure (a chunk that would not load) to the part of the page it happened in: without
 *  a boundary React unmounts the whole root and the visitor sees a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { error: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn("A part of the page could not load:", error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
