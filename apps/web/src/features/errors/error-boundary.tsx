import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears a previous error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * The last resort when a page fails to render or its code cannot be loaded (for example after a new
 * release replaced the files): a plain message and a reload, never a stack trace.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <PageFailed />;
  }
}

/** The message of a failed page, in the reader's language (a function component: the boundary is a class). */
function PageFailed() {
  const { t } = useTranslation('errors');
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="font-bold text-3xl text-gray-900">{t('failed.title')}</h1>
      <p className="mt-3 text-gray-700">{t('failed.text')}</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('failed.reload')}</Button>
        <a href="/" className="inline-flex min-h-11 items-center px-4 font-semibold text-brand-700 underline">
          {t('failed.backHome')}
        </a>
      </div>
    </div>
  );
}
