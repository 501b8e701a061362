// Filled by the simulation section of the API client.
export {};
