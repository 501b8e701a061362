// Filled by the dialogs section of the API client.
export {};
