import { registerAppOfflineRoles } from "@/app/_compose/offline-roles";

// What instrumentation.ts does in the server: every test process knows the app's offline roles.
registerAppOfflineRoles();
