// Rendered on request, as the site's public pages are (`dynamic = 'force-dynamic'` in its layout).
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন</h1>
      <p>অভিজ্ঞ কারী ও শিক্ষকদের সঙ্গে লাইভ ক্লাস অথবা নিজের সময়ে রেকর্ডিং।</p>
    </main>
  );
}
