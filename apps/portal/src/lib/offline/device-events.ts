/**
 * What one tab tells the others (and its own components) about the device's queue, on one
 * BroadcastChannel: a channel delivers to every other channel object of the same name, in this tab too.
 */
export type DeviceEvent =
  /** The queue changed (a note written, sent, refused or discarded): summaries read it again. */
  | { type: 'changed' }
  /** A run's progress: `done` of `total` notes sent, or null once the run ended. */
  | { type: 'progress'; progress: { done: number; total: number } | null }
  /** A user asked to send now (the waiting panel's button): whoever runs the queue starts a run. */
  | { type: 'sync-now' };

const DEVICE_CHANNEL = 'dossel-device';

/** Tells every listener, in this tab and the others. */
export function announce(event: DeviceEvent, channelName = DEVICE_CHANNEL): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(event);
  channel.close();
}

/** Listens until the returned function is called. */
export function listen(onEvent: (event: DeviceEvent) => void, channelName = DEVICE_CHANNEL): () => void {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (message: MessageEvent<DeviceEvent>) => onEvent(message.data);
  return () => channel.close();
}
