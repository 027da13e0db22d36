import type { Tilawat, V3Schemas } from '@tilawat/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClientReady } from '~/app/providers';
import type { BrowserClient } from './browser-client';
import { failureMessage, load } from './load';

export interface Join {
  /** The key of the class or webinar whose link is being fetched, or null. */
  joining: string | null;
  /** The server's Bengali msg for a refused join (409 "ক্লাস শুরু হতে … বাকি", 404), by key. */
  errorOf: (key: string) => string | null;
  /** Fetches the personal link (`GET /live/join/{id}`, `GET /live/orientation/{id}`) and opens the room. */
  join: (key: string, read: JoinRead) => Promise<void>;
}

type JoinRead = (api: Tilawat) => Promise<V3Schemas['LiveJoin']>;

/**
 * Joining a live class or a webinar from a click: the room opens in a new tab, which is opened at once
 * (in the click, so no popup blocker stops it) and sent to the link once the api gives it; a refusal
 * closes it and shows the server's msg beside the button. Without a new tab (blocked anyway), this
 * tab goes to the room. A page drawn on the server shows the button before the tab's client has loaded:
 * a click then opens the tab at once, loads the client if nothing has, and asks for the link as soon as
 * the client is there.
 */
export function useJoin(client: BrowserClient | null): Join {
  const ready = useClientReady();
  const [joining, setJoining] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const waiting = useRef<{ key: string; read: JoinRead; room: Window | null } | null>(null);

  const enter = useCallback(async (api: Tilawat, key: string, read: JoinRead, room: Window | null) => {
    const loaded = await load(() => read(api));
    setJoining(null);
    if (loaded.ok) {
      if (room) room.location.href = loaded.data.url;
      else window.location.assign(loaded.data.url);
      return;
    }
    room?.close();
    setErrors((all) => ({ ...all, [key]: failureMessage(loaded) }));
  }, []);

  const join = useCallback<Join['join']>(
    async (key, read) => {
      const room = window.open('', '_blank');
      if (room) room.opener = null;
      setJoining(key);
      setErrors(({ [key]: _, ...rest }) => rest);
      if (!client) {
        waiting.current?.room?.close();
        waiting.current = { key, read, room };
        void ready(); // loads the client if nothing has yet
        return;
      }
      await enter(client.api, key, read, room);
    },
    [client, enter, ready],
  );

  // The click that came before the client: asked for now. A page left before then closes its blank tab.
  useEffect(() => {
    const pending = waiting.current;
    if (!client || !pending) return;
    waiting.current = null;
    void enter(client.api, pending.key, pending.read, pending.room);
  }, [client, enter]);
  useEffect(() => () => waiting.current?.room?.close(), []);

  const errorOf = useCallback((key: string) => errors[key] ?? null, [errors]);
  return { joining, errorOf, join };
}
