# Call E2: stash GGUF part 1 and the SmolLM2 artifact in /tmp on the warm machine.
set -u
mkdir -p /tmp/gg /tmp/art && cp .carry/h1/gpart_aa /tmp/gg/ && cp -r .carry/smol /tmp/art/
ls -la /tmp/gg /tmp/art
