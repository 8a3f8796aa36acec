// Node 20 lacks Map.groupBy and Object.groupBy (Node 21+), which Vitest 5's failure summary calls.
// Loaded with --import only by the test scripts; the product does not use these.
function groupInto(items, keyOf, add) {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
}
if (!Map.groupBy) {
  Map.groupBy = (items, keyOf) => {
    const groups = new Map();
    groupInto(items, keyOf, (key, item) => (groups.get(key) ?? groups.set(key, []).get(key)).push(item));
    return groups;
  };
}
if (!Object.groupBy) {
  Object.groupBy = (items, keyOf) => {
    const groups = Object.create(null);
    groupInto(items, keyOf, (key, item) => (groups[key] ??= []).push(item));
    return groups;
  };
}
