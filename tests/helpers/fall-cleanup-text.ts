// Fall Cleanup's words as the default site has them, shortened: what the near-copy guard's tests copy
// into a new "Gutter Cleaning" service (issue 32, item 1) and expect to be named.

/** Its reasons to choose us, with the sentences the issue found on the live gutter pages. */
export const fallCleanupReasons = () => ({
  type: 'WhyChoose',
  id: 'why',
  heading: 'Why {town} Trusts Us Each Fall',
  items: [
    {
      icon: 'calendar',
      title: 'Booked Around Your Trees',
      description:
        "Cleanups run from October to December. Book early and we'll time the visit to when your trees are bare.",
    },
    {
      icon: 'truck',
      title: 'Everything Hauled Away',
      description: 'No leaf piles left at the curb for weeks. We take it all with us.',
    },
  ],
});

/** Its search summary, as Add service once prefilled it for the new service. */
export const FALL_CLEANUP_SUMMARY =
  'Fall cleanup in {town}, {state}: leaf removal, bed cutback and lawn prep for winter. Call {phone}.';
