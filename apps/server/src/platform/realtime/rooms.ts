// Rooms every module shares: a signed-in user's own room, which their user-updates socket joins.
export const userRoom = (userId: number) => `user:${String(userId)}`;
