// The image settings as the window shows them (mode, cache cap, the cache's size on disk), and the epoch every
// card image starts again from when they change: a picture that was missing may be there now, or must go.
import { invoke } from './api.ts';
import { DEFAULT_IMAGE_SETTINGS, type ImageCacheStatus, type ImageSettings } from '../../protocol/images.ts';

export const imageState = $state({
  settings: DEFAULT_IMAGE_SETTINGS,
  cache: null as ImageCacheStatus | null,
  /** Bumped on every change of mode or cache: CardImage asks for its image again. */
  epoch: 0,
});

export async function loadImageSettings(): Promise<void> {
  const [settings, cache] = await Promise.all([invoke('images.settings', {}), invoke('images.cacheStatus', {})]);
  imageState.settings = settings;
  imageState.cache = cache;
}

export async function changeImageSettings(changes: Partial<ImageSettings>): Promise<void> {
  imageState.settings = await invoke('images.settings', changes);
  imageState.cache = await invoke('images.cacheStatus', {});
  imageState.epoch++;
}

export async function clearImageCache(): Promise<void> {
  imageState.cache = await invoke('images.clearCache', {});
  imageState.epoch++;
}

export async function refreshCacheStatus(): Promise<void> {
  imageState.cache = await invoke('images.cacheStatus', {});
}
