// Filled by the notifications section of the API client.
export {};
