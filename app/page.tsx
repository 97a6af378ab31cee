import { HomeScreen } from "./_home/home-screen";

export default function HomePage() {
  return <HomeScreen />;
}
