// A BroadcastChannel for tests: every open channel of the same name is another tab. Messages are
// structured-cloned and delivered asynchronously (a microtask), as the browser does.
export class FakeBroadcastChannel {
  static readonly open = new Set<FakeBroadcastChannel>();

  readonly name: string;
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  private closed = false;

  constructor(name: string) {
    this.name = name;
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    if (this.closed) throw new DOMException('channel closed', 'InvalidStateError');
    const payload = structuredClone(data);
    for (const other of FakeBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      queueMicrotask(() => {
        if (!other.closed) for (const listener of other.listeners) listener(new MessageEvent('message', { data: payload }));
      });
    }
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    FakeBroadcastChannel.open.delete(this);
  }

  static reset(): void {
    for (const channel of [...FakeBroadcastChannel.open]) channel.close();
  }
}
