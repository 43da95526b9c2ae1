import { useEffect, useRef } from 'react';

/**
 * Asks the server to put the session socket (its id) in an area room: the area's `…/live` route
 * checks the caller's right first and adds only the caller's own socket.
 */
export type RoomJoin = (socketId: string) => Promise<unknown>;

/** The part of the session socket the rooms need. */
export interface RoomSocket {
  readonly connected: boolean;
  readonly id: string | undefined;
  emit(event: 'leave', room: string): unknown;
}

const rooms = new Map<string, { join: RoomJoin; holders: number }>();
let current: RoomSocket | null = null;

function join(entry: { join: RoomJoin }): void {
  // A refused join (no right, the rehearsal is gone) leaves the screen without live updates, as before.
  if (current?.connected && current.id) void entry.join(current.id).catch(() => undefined);
}

/**
 * The area rooms the open screens hold on the one session socket (`repetition:<id>`,
 * `order:<id>`). A room is joined when the first screen enters it and again after every
 * reconnect (a new socket id), and left when the last one goes.
 */
export const liveRooms = {
  /** The session socket was greeted by the server (first connect or a reconnect): join every room held. */
  attach(socket: RoomSocket): void {
    current = socket;
    for (const entry of rooms.values()) join(entry);
  },
  /** The session socket closed for good (sign-out). */
  detach(socket: RoomSocket): void {
    if (current === socket) current = null;
  },
  enter(room: string, joinRoom: RoomJoin): () => void {
    let entry = rooms.get(room);
    if (entry) entry.holders += 1;
    else {
      rooms.set(room, (entry = { join: joinRoom, holders: 1 }));
      join(entry);
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      entry.holders -= 1;
      if (entry.holders > 0) return;
      rooms.delete(room);
      if (current?.connected) current.emit('leave', room);
    };
  },
};

/** Holds `room` on the session socket while the component is mounted (null: none). */
export function useLiveRoom(room: string | null, joinRoom: RoomJoin): void {
  const latest = useRef(joinRoom);
  useEffect(() => {
    latest.current = joinRoom;
  });
  useEffect(() => (room ? liveRooms.enter(room, (socketId) => latest.current(socketId)) : undefined), [room]);
}
