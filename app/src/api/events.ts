/**
 * The bridge between the call layer (outside React) and the view: the layer emits toast and
 * session-dialog events here, and `<SessionDialogs>` (shell/SessionDialogs.tsx) shows them with the
 * design system's Toast and ConfirmDialog. Events emitted before anything listens are kept and
 * delivered to the first listener, so an early failure is not lost.
 */
import type { AppMessageKey } from '../i18n/messages';

/** Spec 01 §8: messages show for 5 s. */
export const MESSAGE_DURATION_MS = 5000;

/** A text to show: a catalogue key (translated in the current locale) or the gateway's own words. */
export type FeedbackText = { key: AppMessageKey } | { text: string };

export type FeedbackKind = 'success' | 'info' | 'warning' | 'error';

export type ApiEvent =
  | { type: 'toast'; kind: FeedbackKind; message: FeedbackText; duration: number }
  /** HTTP 401: ask whether to sign in again (spec 01 §8). */
  | { type: 'sessionExpired' };

type Listener = (event: ApiEvent) => void;

export class ApiEventBridge {
  private readonly listeners = new Set<Listener>();
  private pending: ApiEvent[] = [];
  private expiredOpen = false;

  emit(event: ApiEvent): void {
    if (this.listeners.size === 0) {
      this.pending.push(event);
      return;
    }
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.pending.length > 0) {
      const queued = this.pending;
      this.pending = [];
      for (const event of queued) listener(event);
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Shows a message for 5 s (or `duration`; 0 keeps it until closed). */
  toast(kind: FeedbackKind, message: FeedbackText, duration = MESSAGE_DURATION_MS): void {
    this.emit({ type: 'toast', kind, message, duration });
  }

  /**
   * Asks for the 401 dialog; several calls failing together ask once. Returns whether this call
   * opened it. `sessionDialogClosed()` allows the next one.
   */
  requestSessionExpired(): boolean {
    if (this.expiredOpen) return false;
    this.expiredOpen = true;
    this.emit({ type: 'sessionExpired' });
    return true;
  }

  /** The 401 dialog was answered (cancel: the user stays on the page). */
  sessionDialogClosed(): void {
    this.expiredOpen = false;
  }

  get isSessionDialogOpen(): boolean {
    return this.expiredOpen;
  }

  /** Forgets listeners, queued events and the dialog flag (tests). */
  reset(): void {
    this.listeners.clear();
    this.pending = [];
    this.expiredOpen = false;
  }
}

/** The app's one bridge. */
export const apiEvents = new ApiEventBridge();

/** Shows a catalogue message (translated) from anywhere: `notify('warning', 'error.noPermission')`. */
export function notify(kind: FeedbackKind, key: AppMessageKey, duration = MESSAGE_DURATION_MS): void {
  apiEvents.toast(kind, { key }, duration);
}
