/** The messages between the page (demo-client.ts) and the demo's Web Worker (demo-worker.ts). */
export type TToWorker =
  | { type: 'start'; reuseImage: boolean }
  | {
      type: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'abort'; id: number };

export type TFromWorker =
  | { type: 'started' }
  | { type: 'start-failed'; message: string }
  | { type: 'head'; id: number; status: number; statusText: string; headers: [string, string][] }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'fail'; id: number; message: string };
