# Sourced by calls that carry artifacts without their TVM runtime libraries (.carry/lite_NAME/a.tgz,
# about 1 MB instead of 6) plus one copy of the libraries (.carry/libs): rebuilds .carry/NAME for
# each NAME in $LITE (the libraries are byte-identical across builds; the manifest's file hashes
# still check every file at load).
for a in $LITE; do
  rm -rf .carry/$a && mkdir -p .carry/$a && tar xzf .carry/lite_$a/a.tgz -C .carry/$a && cp .carry/libs/*.so .carry/$a/
done
