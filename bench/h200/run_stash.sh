# A stashing call (twenty-fifth session on): whichever of the SmolLM2 GGUF's parts h1, h2, h2b it
# carries go into /tmp/gg on the warm machine, for the call that joins them with h3
# (lib.sh setup_gguf_call). One part a call: each is 25 MB, the tracked tree ~31 MiB.
# Carry .carry/h1, .carry/h2 or .carry/h2b.
. bench/h200/lib.sh
for h in h1 h2 h2b; do
  if [ -d .carry/$h ]; then stash_gguf_part $h; fi
done
ls -la /tmp/gg
