# Call H5b (after run_h5a.sh): stash GGUF part 1 and the PDL-on SmolLM2 artifact in /tmp.
# Carry .carry/h1 .carry/smol_pdl.
set -u
mkdir -p /tmp/gg /tmp/art && cp .carry/h1/gpart_aa /tmp/gg/ && rm -rf /tmp/art/smol_pdl && cp -r .carry/smol_pdl /tmp/art/
ls /tmp/gg /tmp/art
