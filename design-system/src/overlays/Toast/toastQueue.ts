/**
 * The message (toast) queue, free of React: add, expire after a duration, close, pause and resume,
 * and dedupe identical messages shown at once. The view subscribes to it (useSyncExternalStore).
 */

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** Spec 01 §8: messages show for 5 s. */
export const DEFAULT_TOAST_DURATION = 5000;
/** More than this many at once pushes the oldest out. */
export const DEFAULT_MAX_VISIBLE = 5;

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 0 or Infinity keeps it until closed. */
  duration?: number;
}

export interface ToastRecord {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number;
  /** How many more times the same message was shown while this one was visible. */
  repeat: number;
}

export interface ToastQueueOptions {
  /** @default 5000 */
  duration?: number;
  /** @default 5 */
  maxVisible?: number;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

const lasts = (duration: number) => duration > 0 && Number.isFinite(duration);

export class ToastQueue {
  private toasts: readonly ToastRecord[] = [];
  private readonly timers = new Map<string, Timer>();
  private readonly listeners = new Set<() => void>();
  private readonly duration: number;
  private readonly maxVisible: number;
  private nextId = 1;
  private paused = false;

  constructor({ duration = DEFAULT_TOAST_DURATION, maxVisible = DEFAULT_MAX_VISIBLE }: ToastQueueOptions = {}) {
    this.duration = duration;
    this.maxVisible = Math.max(1, maxVisible);
  }

  /**
   * Shows a message and returns its id. The same kind and text already on screen is not shown
   * twice: that toast's timer starts again and its `repeat` count goes up.
   */
  add(kind: ToastKind, message: string, { duration = this.duration }: ToastOptions = {}): string {
    const existing = this.toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (existing) {
      const updated: ToastRecord = { ...existing, duration, repeat: existing.repeat + 1 };
      this.toasts = this.toasts.map((toast) => (toast.id === existing.id ? updated : toast));
      this.startTimer(existing.id, duration);
      this.emit();
      return existing.id;
    }
    const id = `toast-${this.nextId++}`;
    let next = [...this.toasts, { id, kind, message, duration, repeat: 0 }];
    while (next.length > this.maxVisible) {
      const [oldest, ...rest] = next;
      if (oldest) this.stopTimer(oldest.id);
      next = rest;
    }
    this.toasts = next;
    this.startTimer(id, duration);
    this.emit();
    return id;
  }

  /** Closes one toast (its 关闭 button, or expiry). Unknown ids are ignored. */
  close(id: string): void {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.stopTimer(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.emit();
  }

  /** Closes every toast. */
  clear(): void {
    if (this.toasts.length === 0) return;
    for (const id of this.timers.keys()) this.stopTimer(id);
    this.toasts = [];
    this.emit();
  }

  /** Stops every countdown (the pointer or focus is on the messages). */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    const now = Date.now();
    for (const timer of this.timers.values()) {
      if (timer.handle !== null) {
        clearTimeout(timer.handle);
        timer.handle = null;
        timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
      }
    }
  }

  /** Restarts every countdown with the time it had left. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const [id, timer] of this.timers) this.schedule(id, timer);
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** The toasts on screen, oldest first; a new array after every change. */
  getSnapshot = (): readonly ToastRecord[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private startTimer(id: string, duration: number) {
    this.stopTimer(id);
    if (!lasts(duration)) return;
    const timer: Timer = { handle: null, remaining: duration, startedAt: Date.now() };
    this.timers.set(id, timer);
    if (!this.paused) this.schedule(id, timer);
  }

  private schedule(id: string, timer: Timer) {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.close(id), timer.remaining);
  }

  private stopTimer(id: string) {
    const timer = this.timers.get(id);
    if (timer?.handle != null) clearTimeout(timer.handle);
    this.timers.delete(id);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
