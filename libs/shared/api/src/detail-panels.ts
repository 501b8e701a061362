// Filled by the detail-panels section of the API client.
export {};
