// placeholder replaced below
export {};
