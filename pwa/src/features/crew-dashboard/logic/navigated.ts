import { create } from 'zustand';

/** Stops the crew member set off for (Navigate, or Navigate route's next stop) this session. */
interface NavigatedState {
  taskIds: ReadonlySet<number>;
  headFor: (taskId: number) => void;
}

export const useNavigated = create<NavigatedState>((set) => ({
  taskIds: new Set(),
  headFor: (taskId) => set((s) => ({ taskIds: new Set(s.taskIds).add(taskId) })),
}));

/** Whether the crew member just set off for this stop: its card offers "On my way" up front. */
export const useHeadedFor = (taskId: number) => useNavigated((s) => s.taskIds.has(taskId));
