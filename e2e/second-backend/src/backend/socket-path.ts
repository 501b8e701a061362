export const SOCKET_PATH = '/push/v1/stream';
